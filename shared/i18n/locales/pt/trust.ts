import type { TrustTexts } from "../en/trust";

// Issue 33: o tempo medido de entrega de cada oferta ao lado da promessa, e a página pública de confiança.
const trust: TrustTexts = {
  duration: {
    minutes_one: "{{count}} min",
    minutes_other: "{{count}} min",
    hours_one: "{{count}} hora",
    hours_other: "{{count}} horas",
    days_one: "{{count}} dia",
    days_other: "{{count}} dias",
  },
  measured: {
    offer_one:
      "Medido: metade entregue em até {{median}}, 9 em 10 em até {{p90}}, {{percent}}% no prazo ({{count}} pedido em 90 dias)",
    offer_other:
      "Medido: metade entregue em até {{median}}, 9 em 10 em até {{p90}}, {{percent}}% no prazo ({{count}} pedidos em 90 dias)",
    saleType: "{{type}} neste jogo. {{measured}}",
  },
  claims: {
    measured_one: "No último dia, metade dos nossos pedidos foi entregue em até {{median}}, e {{percent}}% no prazo.",
    measured_other:
      "Nos últimos {{count}} dias, metade dos nossos pedidos foi entregue em até {{median}}, e {{percent}}% no prazo.",
  },
  links: {
    footer: "Nossos números de entrega",
    order: "Quão rápido entregamos: nossos números",
  },
  page: {
    metaTitle: "Nossos números de entrega | Gamer Store",
    metaDescription:
      "Pedidos entregues, a parcela no prazo, tempos de entrega, compensações por atraso, reembolsos e contestações, a partir dos registros da própria loja.",
    title: "Nossos números de entrega",
    intro:
      "Cada número aqui é calculado a partir dos registros da própria loja de pagamentos, entregas, reembolsos e contestações, da mesma forma que os tempos medidos ao lado de cada oferta. Nada é estimado ou digitado à mão.",
    windowTitle_one: "O último dia",
    windowTitle_other: "Os últimos {{count}} dias",
    figure: "Número",
    value: "Valor",
    howComputed: "Como é calculado",
    none: "Nenhum ainda",
    updated: "Calculado em {{time}}, no seu fuso horário; recalculado a cada 5 minutos.",
    delivered: {
      label: "Pedidos entregues",
      how: "Pedidos pagos marcados como entregues no período.",
    },
    onTime: {
      label: "Entregues no prazo",
      value: "{{percent}}%",
      how: "Dos pedidos entregues no período, os entregues até o horário prometido quando foram pagos.",
    },
    median: {
      label: "Tempo mediano de entrega",
      how: "Metade dos pedidos entregues no período chegou dentro deste tempo após a confirmação do pagamento; 9 em 10 dentro do segundo tempo.",
      value: "{{median}} (9 em 10 em até {{p90}})",
    },
    compensation: {
      label: "Compensação paga automaticamente por atraso",
      value_one: "{{count}} pedido: {{amounts}}",
      value_other: "{{count}} pedidos: {{amounts}}",
      how: "Pedidos ainda não entregues no horário prometido recebem parte do valor de volta sem precisar pedir; a quantidade e os valores reembolsados no período, por moeda.",
    },
    withdrawal: {
      label: "Tempo mediano até o reembolso após uma desistência",
      value_one: "{{time}} ({{count}} desistência)",
      value_other: "{{time}} ({{count}} desistências)",
      underAMinute: "menos de um minuto",
      how: "Da desistência do comprador (em até 7 dias da compra) ao reembolso aceito pelo provedor de pagamento, para desistências no período.",
    },
    disputes: {
      label: "Contestações junto ao banco e seu resultado",
      value: "Abertas: {{opened}}; ganhas: {{won}}, perdidas: {{lost}}, encerradas sem decisão: {{closed}}",
      how: "Estornos contestados abertos no período, e como terminaram os encerrados no período.",
    },
    refunds: {
      windowTitle_one: "Reembolsos e contestações no último dia",
      windowTitle_other: "Reembolsos e contestações nos últimos {{count}} dias",
      time: {
        label: "Tempo até um reembolso",
        value_one: "{{median}} (9 em 10 em até {{p90}}; {{count}} reembolso)",
        value_other: "{{median}} (9 em 10 em até {{p90}}; {{count}} reembolsos)",
        how: "Do momento em que o reembolso foi pedido (pelo comprador ou pela loja) até o provedor de pagamento aceitá-lo, para reembolsos aceitos no período; a compensação por atraso fica de fora.",
      },
      answered: {
        label: "Contestações respondidas",
        value: "{{percent}}% ({{answered}} de {{opened}})",
        how: "Das contestações abertas no período, as que a loja respondeu com seus registros. Uma contestação conta quando o banco decidiu a favor da loja, o que só acontece com as provas da loja, então a parcela real é no mínimo esta.",
      },
    },
    reviews: {
      label: "Nota média dos compradores",
      value_one: "{{average}} de 5, em {{count}} avaliação",
      value_other: "{{average}} de 5, em {{count}} avaliações",
      how: "A média das estrelas dadas pelos compradores no período. Só quem comprou um pedido entregue pode avaliá-lo, uma vez por item; avaliações ocultadas pela equipe e de pedidos reembolsados depois ficam de fora.",
    },
  },
};

export default trust;
