// The demo catalogue's Portuguese texts, by the English text they translate. The seed stores them
// in the `…Pt` columns next to the English ones, so Portuguese pages read Portuguese.

/** Game descriptions, by game slug. */
export const gameDescriptionsPt: Record<string, string> = {
  "world-of-warcraft": "Gold, montarias e equipamentos para todos os reinos, além de boosting e carry de raides.",
  tibia: "Moedas de ouro para todos os mundos e itens raros entregues por troca no jogo.",
  "albion-online": "Prata para todos os servidores, equipamentos tier 8 e farm de fama.",
  "path-of-exile-2": "Moedas da liga, únicos, boost de campanha e carry dos chefes finais.",
  "diablo-iv": "Gold, únicos míticos, nível de Paragon e avanço no Fosso com jogadores experientes.",
  "free-fire": "Diamantes recarregados pelo ID do jogador.",
  "genshin-impact": "Cristais Gênesis por recarga de UID, exploração e boosting no Abismo.",
  "league-of-legends": "Riot Points e boosting de elo com jogadores Diamante e Mestre.",
  valorant: "Valorant Points e boosting de ranque.",
  "ea-sports-fc-25": "FC Coins para o Ultimate Team, entregues por troca assistida ou leilão de jogador.",
  "clash-of-clans": "Gemas e o Passe de Ouro para a sua vila.",
  "destiny-2": "Carry de raides, runs perfeitas nos Desafios de Osíris e missões exóticas.",
  "old-school-runescape": "Moedas de ouro em qualquer mundo, missões e treino de habilidades.",
  "mobile-legends": "Diamantes por ID de usuário e servidor, e boosting de ranque até Mítico.",
  "lost-ark": "Gold e carry das raides de Legião.",
};

/** Coin offer descriptions, by their English text. */
export const coinDescriptionsPt: Record<string, string> = {
  "Delivered face to face or by in-game mail. Stay online at the trade point.":
    "Entregue pessoalmente ou pelo correio do jogo. Fique online no ponto de troca.",
  "Delivered by bank transfer in-game to your character on the chosen world.":
    "Entregue por transferência bancária no jogo para o seu personagem no mundo escolhido.",
  "Transferred to your character. Tibia Coins cannot be transferred again for 30 days.":
    "Transferidas para o seu personagem. As Tibia Coins não podem ser transferidas de novo por 30 dias.",
  "Delivered through the market or by trade in Caerleon or any royal city.":
    "Entregue pelo mercado ou por troca em Caerleon ou em qualquer cidade real.",
  "Delivered by trade in Kyovashad. Bring free inventory space.":
    "Entregue por troca em Kyovashad. Deixe espaço livre no inventário.",
  "Recharged by player ID. Type your Free Fire ID as the nickname.":
    "Recarregados pelo ID do jogador. Digite o seu ID do Free Fire como nickname.",
  "Top-up by UID. Type your UID as the nickname.": "Recarga pelo UID. Digite o seu UID como nickname.",
  "Delivered as a gift card code to your email in the chosen region.":
    "Entregue como código de cartão-presente no seu email, na região escolhida.",
  "Delivered as a gift card code for the chosen region.":
    "Entregue como código de cartão-presente da região escolhida.",
  "Delivered by player auction. Keep an inexpensive player listed as we instruct.":
    "Entregue por leilão de jogador. Mantenha um jogador barato anunciado como orientarmos.",
  "Top-up through Supercell ID. Type your player tag as the nickname.":
    "Recarga pelo Supercell ID. Digite a sua tag de jogador como nickname.",
  "Delivered by trade on the world of your choice.": "Entregue por troca no mundo que você escolher.",
  "Recharged by user ID and zone ID. Type both as the nickname.":
    "Recarregados pelo ID de usuário e ID da zona. Digite os dois como nickname.",
  "Delivered by auction house purchase of an item you list.":
    "Entregue pela compra, na casa de leilões, de um item que você anunciar.",
};

/** Item subcategories, by their English name. */
export const subcategoriesPt: Record<string, string> = {
  Bosses: "Chefes",
  Carries: "Carries",
  Consumables: "Consumíveis",
  Currency: "Moedas",
  Elo: "Elo",
  Equipment: "Equipamentos",
  Exploration: "Exploração",
  Fame: "Fama",
  Gear: "Equipamentos",
  "Legion Raids": "Raides de Legião",
  Leveling: "Upar nível",
  Mounts: "Montarias",
  "Mythic Uniques": "Únicos míticos",
  Pets: "Mascotes",
  Players: "Jogadores",
  PvE: "PvE",
  PvP: "PvP",
  "PvP & PvE": "PvP e PvE",
  Raids: "Raides",
  Rank: "Ranque",
  Skilling: "Habilidades",
  Supplies: "Suprimentos",
  Uniques: "Únicos",
};

/** The home page's reviews, each in the language it was written in and translated into the other. */
export const demoReviews = [
  {
    authorName: "Lucas M.",
    rating: 5,
    gameName: "World of Warcraft",
    text: "Gold arrived in 5 minutes, great service!",
    textPt: "O gold chegou em 5 minutos, ótimo atendimento!",
  },
  {
    authorName: "Emily R.",
    rating: 5,
    gameName: "Diablo IV",
    text: "Fast carry run, friendly team, will buy again.",
    textPt: "Carry rápido, equipe simpática, vou comprar de novo.",
  },
  {
    authorName: "Rafaela S.",
    rating: 5,
    gameName: "Tibia",
    text: "Safe purchase, the support answered me at dawn.",
    textPt: "Compra segura, o suporte me respondeu de madrugada.",
  },
];
