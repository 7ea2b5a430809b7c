import type { AboutTexts } from "../en/about";

const about: AboutTexts = {
  meta: {
    title: "Sobre nós | Gamer Store",
    description:
      "A Gamer Store vende moedas, itens e boosting para jogos desde {{year}}: nossa história, nossos valores e nossos números.",
  },
  title: "Sobre a Gamer Store",
  intro:
    "Somos jogadores que cansaram de trocas arriscadas e vendedores lentos, então criamos a loja em que queríamos comprar: rápida, segura e justa.",
  historyTitle: "Nossa história",
  foundationTitle: "Fundação",
  foundationText:
    "A Gamer Store abre as portas vendendo gold e itens de alguns MMORPGs para jogadores do Brasil, e logo também do exterior.",
  valuesTitle: "Nossos valores",
  values: {
    security: {
      title: "Segurança",
      text: "Pagamentos certificados, contas nunca em risco e cada pedido acompanhado até chegar a você.",
    },
    quality: {
      title: "Qualidade",
      text: "Vendedores e boosters experientes, preços claros e um prazo de entrega em cada oferta, que medimos e publicamos.",
    },
    community: {
      title: "Comunidade",
      text: "Um servidor da comunidade onde jogadores trocam dicas, conhecem nossa equipe e ajudam a moldar a loja.",
    },
  },
  statsTitle: "A Gamer Store em números",
  stats: {
    years: "anos no mercado",
    customers: "clientes",
    support: "suporte",
    onTime_one: "pedidos entregues no prazo no último dia",
    onTime_other: "pedidos entregues no prazo nos últimos {{count}} dias",
  },
  onTimeValue: "{{percent}}%",
  ctaText: "Pronto para subir de nível?",
  cta: "Ver jogos",
};

export default about;
