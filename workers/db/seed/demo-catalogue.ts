// The demo catalogue a fresh clone starts with. Prices are in cents (BRL).

import type { DeliveryMethodInput } from "../../../shared/admin/delivery-method-form";
import { defaultStoreSettings } from "../../settings/store-settings";
import type { ItemKind } from "../schema";

export interface DemoItem {
  kind: ItemKind;
  name: string;
  priceCents: number;
  subcategory: string;
  server?: string;
  image: string;
}

export interface DemoCoinOffer {
  coinName: string;
  baseUnit: number;
  unitPriceCents: number;
  multiples: string;
  unitName: string;
  description: string;
}

export interface DemoGame {
  slug: string;
  name: string;
  category: string;
  tipo: string;
  sell: string;
  platforms: string[];
  servers: string[];
  saleTypes: string[];
  description: string;
  coins: DemoCoinOffer[];
  items: DemoItem[];
}

const img = (name: string) => `/images/items/${name}.svg`;

/** Builds `count` entries named from a list of names, with prices stepping up from `fromCents`. */
function series(
  kind: ItemKind,
  names: string[],
  subcategory: string,
  image: string,
  fromCents: number,
  stepCents: number,
  server?: string,
): DemoItem[] {
  return names.map((name, index) => ({
    kind,
    name,
    priceCents: fromCents + index * stepCents,
    subcategory,
    server,
    image: img(image),
  }));
}

export const demoGames: DemoGame[] = [
  {
    slug: "world-of-warcraft",
    name: "World of Warcraft",
    category: "MMORPG",
    tipo: "RPG",
    sell: "Gold, Mounts, Gear, Boosting, Raid Carry",
    platforms: ["PC", "Mac"],
    servers: ["Azralon", "Gallywix", "Nemesis", "Goldrinn"],
    saleTypes: ["moeda", "items", "boosting", "carryrun"],
    description: "Gold, mounts and gear for every realm, plus boosting and raid carries.",
    coins: [
      {
        coinName: "Gold",
        baseUnit: 10_000,
        unitPriceCents: 990,
        multiples: "1,2,3,5,10,20",
        unitName: "10K Gold",
        description: "Delivered face to face or by in-game mail. Stay online at the trade point.",
      },
    ],
    items: [
      ...series(
        "item",
        [
          "Invincible's Reins",
          "Ashes of Al'ar",
          "Mimiron's Head",
          "Swift Spectral Tiger",
          "Reins of the Raven Lord",
          "Grand Expedition Yak",
          "Mechano-Hog",
          "Sea Turtle",
        ],
        "Mounts",
        "mount",
        3_990,
        2_500,
      ),
      ...series(
        "item",
        ["Tier Set Head", "Tier Set Chest", "Tier Set Legs", "Tier Set Gloves", "Tier Set Shoulders"],
        "Gear",
        "armor",
        1_990,
        500,
      ),
      ...series(
        "item",
        ["Flask of Alchemical Chaos", "Algari Healing Potion", "Feast of the Midnight Masquerade"],
        "Consumables",
        "potion",
        490,
        300,
      ),
      ...series("item", ["Lil' Ragnaros", "Baby Blizzard Bear", "Mini Mindslayer"], "Pets", "pet", 1_490, 700),
      ...series(
        "boosting",
        [
          "Level 70 → 80 Leveling",
          "Mythic+ 10 Run",
          "Mythic+ 12 Run",
          "Mythic+ Keystone Master",
          "Delves Tier 8 Weekly",
          "Delves Tier 11 Weekly",
          "Renown Max All Factions",
          "Achievement: Glory of the Raider",
          "Professions 1 → 100",
          "Battle Pet Leveling x10",
        ],
        "PvE",
        "boost",
        2_990,
        1_500,
      ),
      ...series(
        "boosting",
        ["Arena 2v2 Rating 1800", "Arena 3v3 Rating 2100", "Rated Battleground 1800"],
        "PvP",
        "boost",
        5_990,
        2_000,
      ),
      ...series(
        "carry_run",
        [
          "Nerub-ar Palace Normal Full Run",
          "Nerub-ar Palace Heroic Full Run",
          "Nerub-ar Palace Mythic Queen Ansurek",
          "Liberation of Undermine Normal",
          "Liberation of Undermine Heroic",
          "Liberation of Undermine Mythic",
          "Mythic+ Weekly 4 Dungeons",
          "Legacy Raid Transmog Run",
          "Ahead of the Curve",
        ],
        "Raids",
        "raid",
        4_990,
        3_000,
      ),
    ],
  },
  {
    slug: "tibia",
    name: "Tibia",
    category: "MMORPG",
    tipo: "RPG",
    sell: "Gold, Tibia Coins, Items",
    platforms: ["PC"],
    servers: ["Antica", "Belobra", "Venebra", "Inabra", "Yubra"],
    saleTypes: ["moeda", "items"],
    description: "Gold coins for every world and rare items delivered by trade.",
    coins: [
      {
        coinName: "Gold",
        baseUnit: 1_000_000,
        unitPriceCents: 1_490,
        multiples: "1,2,3,5,10",
        unitName: "1KK",
        description: "Delivered by bank transfer in-game to your character on the chosen world.",
      },
      {
        coinName: "Tibia Coins",
        baseUnit: 250,
        unitPriceCents: 3_290,
        multiples: "1,2,4,8",
        unitName: "250 TC",
        description: "Transferred to your character. Tibia Coins cannot be transferred again for 30 days.",
      },
    ],
    items: [
      ...series(
        "item",
        [
          "Magic Plate Armor",
          "Golden Legs",
          "Demon Helmet",
          "Mastermind Shield",
          "Boots of Haste",
          "Soft Boots",
          "Falcon Greaves",
          "Cobra Crossbow",
          "Gnome Armor",
          "Prismatic Ring",
          "Stone Skin Amulet x10",
          "Ultimate Mana Potion x100",
          "Supreme Health Potion x100",
          "Great Spirit Potion x100",
          "Sudden Death Rune x250",
          "Exercise Sword",
          "Exercise Rod",
          "Exercise Bow",
        ],
        "Equipment",
        "sword",
        1_290,
        850,
        "::Antica",
      ).map((item, index) =>
        index >= 11 && index <= 14 ? { ...item, subcategory: "Supplies", image: img("potion") } : item,
      ),
    ],
  },
  {
    slug: "albion-online",
    name: "Albion Online",
    category: "MMORPG",
    tipo: "Sandbox",
    sell: "Silver, Gold, Gear, Boosting",
    platforms: ["PC", "Mobile"],
    servers: ["Americas", "Europe", "Asia"],
    saleTypes: ["moeda", "items", "boosting"],
    description: "Silver for every server, tier 8 gear and fame farming.",
    coins: [
      {
        coinName: "Silver",
        baseUnit: 1_000_000,
        unitPriceCents: 590,
        multiples: "1,5,10,20,50",
        unitName: "1M Silver",
        description: "Delivered through the market or by trade in Caerleon or any royal city.",
      },
    ],
    items: [
      ...series(
        "item",
        ["Bag of Tier 8.3", "Avalonian Battle Mount", "Spectral Direboar"],
        "Gear",
        "armor",
        2_990,
        4_000,
      ),
      ...series(
        "boosting",
        ["Fame Farming 10M", "Gathering Spec 100", "Hellgate 2v2 Win"],
        "Fame",
        "boost",
        1_990,
        2_000,
      ),
    ],
  },
  {
    slug: "path-of-exile-2",
    name: "Path of Exile 2",
    category: "Action RPG",
    tipo: "ARPG",
    sell: "Divine Orb, Exalted Orb, Uniques, Boosting, Carry",
    platforms: ["PC", "PlayStation", "Xbox"],
    servers: ["Dawn of the Hunt", "Standard", "Hardcore"],
    saleTypes: ["moeda-items", "items", "boosting", "carryrun"],
    description: "League currency, uniques, campaign boosts and pinnacle boss carries.",
    coins: [],
    items: [
      ...series(
        "currency_item",
        [
          "Divine Orb x10",
          "Exalted Orb x50",
          "Chaos Orb x100",
          "Orb of Annulment x5",
          "Mirror of Kalandra",
          "Greater Jeweller's Orb x5",
          "Perfect Jeweller's Orb",
          "Orb of Alchemy x100",
          "Regal Orb x50",
          "Vaal Orb x20",
          "Gemcutter's Prism x20",
          "Artificer's Orb x20",
          "Glassblower's Bauble x20",
          "Orb of Chance x50",
          "Fracturing Orb",
          "Omen of Whittling",
          "Omen of Dextral Exaltation",
        ],
        "Currency",
        "orb",
        890,
        790,
      ),
      ...series(
        "item",
        [
          "Headhunter",
          "Mageblood",
          "Astramentis",
          "Ingenuity",
          "Kalandra's Touch",
          "Temporalis",
          "The Adorned",
          "Morior Invictus",
          "Atziri's Disdain",
          "Bramblejack",
          "Sekhema's Resolve",
          "Ming's Heart",
          "Heart of the Well",
          "Grip of Kulemak",
          "Carnage Heart",
          "Prism Guardian",
        ],
        "Uniques",
        "gem",
        2_490,
        1_990,
      ),
      ...series(
        "boosting",
        ["Campaign Acts 1-6", "Atlas Completion", "Ascendancy Trials", "Level 90 Power Leveling"],
        "Leveling",
        "boost",
        3_990,
        2_500,
      ),
      ...series(
        "carry_run",
        ["Arbiter of Ash Kill", "Xesht Kill", "Simulacrum Wave 30", "Citadels Full Clear"],
        "Bosses",
        "raid",
        4_990,
        2_000,
      ),
    ],
  },
  {
    slug: "diablo-iv",
    name: "Diablo IV",
    category: "Action RPG",
    tipo: "ARPG",
    sell: "Gold, Boosting, Pit Carry, Uber Uniques",
    platforms: ["PC", "PlayStation", "Xbox"],
    servers: ["Eternal Realm", "Seasonal Realm"],
    saleTypes: ["moeda", "items", "boosting", "carryrun"],
    description: "Gold, mythic uniques, Paragon leveling and Pit pushes with experienced players.",
    coins: [
      {
        coinName: "Gold",
        baseUnit: 100_000_000,
        unitPriceCents: 1_290,
        multiples: "1,2,5,10",
        unitName: "100M Gold",
        description: "Delivered by trade in Kyovashad. Bring free inventory space.",
      },
    ],
    items: [
      ...series(
        "item",
        ["Shako", "Tyrael's Might", "Grandfather", "Andariel's Visage", "Doombringer", "Melted Heart of Selig"],
        "Mythic Uniques",
        "gem",
        5_990,
        1_500,
      ),
      ...series(
        "boosting",
        [
          "Level 1 → 60",
          "Paragon 100 → 200",
          "Torment IV Unlock",
          "Glyph Leveling to 100",
          "Seasonal Journey Complete",
          "Renown All Regions",
          "Altars of Lilith",
          "Masterworking +12",
          "Obducite Farm x5000",
        ],
        "Leveling",
        "boost",
        2_490,
        1_000,
      ),
      ...series(
        "carry_run",
        [
          "Pit Tier 100",
          "Pit Tier 120",
          "Uber Lilith Kill",
          "Belial Kill",
          "Duriel x10 Runs",
          "Andariel x10 Runs",
          "Tormented Bosses Bundle",
          "Infernal Hordes Wave 10",
          "Dark Citadel Full Run",
        ],
        "Carries",
        "raid",
        1_990,
        1_200,
      ),
    ],
  },
  {
    slug: "free-fire",
    name: "Free Fire",
    category: "Battle Royale",
    tipo: "Shooter",
    sell: "Diamonds",
    platforms: ["Mobile"],
    servers: ["Brasil", "Global"],
    saleTypes: ["moeda"],
    description: "Diamonds recharged by player ID.",
    coins: [
      {
        coinName: "Diamonds",
        baseUnit: 100,
        unitPriceCents: 490,
        multiples: "1,2,5,10,20",
        unitName: "100 Diamonds",
        description: "Recharged by player ID. Type your Free Fire ID as the nickname.",
      },
    ],
    items: [],
  },
  {
    slug: "genshin-impact",
    name: "Genshin Impact",
    category: "Open World RPG",
    tipo: "Gacha",
    sell: "Genesis Crystals, Welkin Moon, Boosting",
    platforms: ["PC", "PlayStation", "Mobile"],
    servers: ["America", "Europe", "Asia"],
    saleTypes: ["moeda", "boosting"],
    description: "Genesis Crystals by UID top-up, exploration and Abyss boosting.",
    coins: [
      {
        coinName: "Genesis Crystals",
        baseUnit: 330,
        unitPriceCents: 2_490,
        multiples: "1,2,3,6",
        unitName: "330 Crystals",
        description: "Top-up by UID. Type your UID as the nickname.",
      },
    ],
    items: [
      ...series(
        "boosting",
        ["Spiral Abyss 36 Stars", "Map Exploration 100%", "Adventure Rank 60"],
        "Exploration",
        "boost",
        3_990,
        2_000,
      ),
    ],
  },
  {
    slug: "league-of-legends",
    name: "League of Legends",
    category: "MOBA",
    tipo: "Competitive",
    sell: "RP, Elo Boost, Duo Boost",
    platforms: ["PC"],
    servers: ["BR", "NA", "EUW", "LAN"],
    saleTypes: ["moeda", "boosting"],
    description: "Riot Points and elo boosting by Diamond and Master players.",
    coins: [
      {
        coinName: "Riot Points",
        baseUnit: 650,
        unitPriceCents: 2_500,
        multiples: "1,2,4",
        unitName: "650 RP",
        description: "Delivered as a gift card code to your email in the chosen region.",
      },
    ],
    items: [
      ...series(
        "boosting",
        [
          "Iron → Bronze",
          "Bronze → Silver",
          "Silver → Gold",
          "Gold → Platinum",
          "Platinum → Emerald",
          "Emerald → Diamond",
        ],
        "Elo",
        "boost",
        2_990,
        2_000,
      ),
    ],
  },
  {
    slug: "valorant",
    name: "Valorant",
    category: "Tactical Shooter",
    tipo: "Shooter",
    sell: "Valorant Points, Rank Boost",
    platforms: ["PC", "PlayStation", "Xbox"],
    servers: ["BR", "NA", "EU"],
    saleTypes: ["moeda", "boosting"],
    description: "Valorant Points and rank boosting.",
    coins: [
      {
        coinName: "Valorant Points",
        baseUnit: 475,
        unitPriceCents: 1_990,
        multiples: "1,2,4,8",
        unitName: "475 VP",
        description: "Delivered as a gift card code for the chosen region.",
      },
    ],
    items: [
      ...series(
        "boosting",
        ["Iron → Bronze", "Silver → Gold", "Platinum → Diamond", "Placement Matches x5"],
        "Rank",
        "boost",
        3_490,
        2_500,
      ),
    ],
  },
  {
    slug: "ea-sports-fc-25",
    name: "EA SPORTS FC 25",
    category: "Sports",
    tipo: "Football",
    sell: "FC Coins, Player Items",
    platforms: ["PC", "PlayStation", "Xbox"],
    servers: [],
    saleTypes: ["moeda", "items"],
    description: "FC Coins for Ultimate Team, delivered by the comfort trade or player auction.",
    coins: [
      {
        coinName: "FC Coins",
        baseUnit: 100_000,
        unitPriceCents: 3_490,
        multiples: "1,2,3,5,10",
        unitName: "100K Coins",
        description: "Delivered by player auction. Keep an inexpensive player listed as we instruct.",
      },
    ],
    items: [...series("item", ["Icon Pick", "TOTY Midfielder", "Hero Striker"], "Players", "ball", 4_990, 3_000)],
  },
  {
    slug: "clash-of-clans",
    name: "Clash of Clans",
    category: "Strategy",
    tipo: "Mobile Strategy",
    sell: "Gems, Gold Pass",
    platforms: ["Mobile"],
    servers: [],
    saleTypes: ["moeda"],
    description: "Gems and the Gold Pass for your village.",
    coins: [
      {
        coinName: "Gems",
        baseUnit: 500,
        unitPriceCents: 2_490,
        multiples: "1,2,5,12",
        unitName: "500 Gems",
        description: "Top-up through Supercell ID. Type your player tag as the nickname.",
      },
    ],
    items: [],
  },
  {
    slug: "destiny-2",
    name: "Destiny 2",
    category: "Looter Shooter",
    tipo: "Shooter",
    sell: "Raid Carry, Trials Flawless, Exotics",
    platforms: ["PC", "PlayStation", "Xbox"],
    servers: [],
    saleTypes: ["boosting", "carryrun"],
    description: "Raid carries, Trials of Osiris flawless runs and exotic quests.",
    coins: [],
    items: [
      ...series(
        "boosting",
        ["Trials of Osiris Flawless", "Grandmaster Nightfall", "Exotic Quest Completion"],
        "PvP & PvE",
        "boost",
        4_990,
        2_000,
      ),
      ...series(
        "carry_run",
        ["Salvation's Edge Full Raid", "Vow of the Disciple", "Root of Nightmares", "Crota's End"],
        "Raids",
        "raid",
        5_990,
        1_000,
      ),
    ],
  },
  {
    slug: "old-school-runescape",
    name: "Old School RuneScape",
    category: "MMORPG",
    tipo: "RPG",
    sell: "GP, Quest Service, Skilling",
    platforms: ["PC", "Mobile"],
    servers: [],
    saleTypes: ["moeda", "boosting"],
    description: "Gold pieces on any world, quests and skill training.",
    coins: [
      {
        coinName: "GP",
        baseUnit: 1_000_000,
        unitPriceCents: 120,
        multiples: "10,25,50,100",
        unitName: "1M GP",
        description: "Delivered by trade on the world of your choice.",
      },
    ],
    items: [...series("boosting", ["Fire Cape", "Quest Cape", "99 Slayer"], "Skilling", "boost", 3_990, 8_000)],
  },
  {
    slug: "mobile-legends",
    name: "Mobile Legends: Bang Bang",
    category: "MOBA",
    tipo: "Mobile MOBA",
    sell: "Diamonds, Rank Boost",
    platforms: ["Mobile"],
    servers: ["Brasil", "Global"],
    saleTypes: ["moeda", "boosting"],
    description: "Diamonds by user ID and server, and rank boosting to Mythic.",
    coins: [
      {
        coinName: "Diamonds",
        baseUnit: 86,
        unitPriceCents: 890,
        multiples: "1,2,3,5",
        unitName: "86 Diamonds",
        description: "Recharged by user ID and zone ID. Type both as the nickname.",
      },
    ],
    items: [...series("boosting", ["Epic → Legend", "Legend → Mythic"], "Rank", "boost", 5_990, 4_000)],
  },
  {
    slug: "lost-ark",
    name: "Lost Ark",
    category: "MMORPG",
    tipo: "ARPG",
    sell: "Gold, Raid Carry",
    platforms: ["PC"],
    servers: ["NA East", "NA West", "Europe Central"],
    saleTypes: ["moeda", "carryrun"],
    description: "Gold and Legion raid carries.",
    coins: [
      {
        coinName: "Gold",
        baseUnit: 10_000,
        unitPriceCents: 1_190,
        multiples: "1,2,5,10",
        unitName: "10K Gold",
        description: "Delivered by auction house purchase of an item you list.",
      },
    ],
    items: [
      ...series("carry_run", ["Valtan Hard", "Vykas Hard", "Brelshaza Normal"], "Legion Raids", "raid", 3_990, 1_500),
    ],
  },
];

/** The demo admin and the verified demo shopper; `npm start` prints these credentials in development. */
export { default as demoUsers } from "./demo-accounts.json";

/**
 * The hand-over methods of a demo game (issue 49), by game name: Old School RuneScape offers two, so a
 * fresh clone shows the shopper's choice, its fields, and the proof rule on the desk. The other games
 * have none (their pages ask nothing more, as before).
 */
export const demoDeliveryMethods: Record<string, DeliveryMethodInput[]> = {
  "Old School RuneScape": [
    {
      labelEn: "Face-to-face trade",
      labelPt: "Troca cara a cara",
      proofEn: "A screenshot of the trade window with both names and the amount, before accepting.",
      proofPt: "Uma captura da janela de troca com os dois nomes e a quantia, antes de aceitar.",
      asksCharacterName: true,
      asksTimeWindow: true,
      position: 0,
    },
    {
      labelEn: "Grand Exchange offer",
      labelPt: "Oferta no Grand Exchange",
      proofEn: "A screenshot of the completed offer showing the item, the price and the buyer's name.",
      proofPt: "Uma captura da oferta concluída com o item, o preço e o nome do comprador.",
      asksCharacterName: true,
      asksTimeWindow: false,
      position: 1,
    },
  ],
};

/** The store settings a fresh clone starts with: the service's defaults, stored so admins can edit them. */
export const demoSettings: Record<string, unknown> = {
  ...defaultStoreSettings,
  // The footer's chat link goes to the same community server as the home page's button.
  discordUrl: defaultStoreSettings.communityUrl,
};
