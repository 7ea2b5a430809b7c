import type { DeliveryTexts } from "../en/delivery";

// Issue 49: como as moedas são entregues — o método que o comprador escolhe na compra, como o pedido,
// a mesa de entrega e o admin o mostram, e o editor dos métodos de um jogo.
const delivery: DeliveryTexts = {
  choose: {
    legend: "Como você quer receber?",
    only: "Entrega por {{method}}",
    characterName: "Nome do personagem",
    characterNameHint: "O personagem no jogo que recebe",
    timeWindow: "Quando você pode estar no jogo",
    timeWindowHint: "Por exemplo: dias úteis 19:00–22:00 (horário de Brasília)",
  },
  refused: {
    methodRequired: "Escolha como quer receber: {{choices}}.",
    methodUnknown: "Escolha uma das formas de receber deste jogo: {{choices}}.",
    characterNameRequired: "Informe o nome do personagem que recebe.",
    timeWindowRequired: "Diga quando você pode estar no jogo para a entrega.",
    tooLong: "Longo demais: encurte para caber no campo.",
  },
  shown: {
    title: "Entrega",
    method: "Método",
    characterName: "Personagem",
    timeWindow: "Quando",
    proof: "Comprovante a enviar",
    none: "Nenhum método escolhido: combine no chat do pedido.",
  },
  admin: {
    title: "Métodos de entrega: {{game}}",
    intro:
      "Quando há vários, o comprador escolhe um na compra. Cada método diz o que o comprovante do entregador deve mostrar.",
    link: "Métodos de entrega",
    empty: "Nenhum método: o comprador não é perguntado, e os entregadores combinam a entrega no chat.",
    labelEn: "Nome (inglês)",
    labelPt: "Nome (português)",
    proofEn: "Comprovante que o entregador envia (inglês)",
    proofPt: "Comprovante que o entregador envia (português)",
    asksCharacterName: "Pedir o nome do personagem",
    asksTimeWindow: "Pedir um horário",
    position: "Ordem na lista",
    add: "Adicionar método",
    adding: "Adicionando…",
    save: "Salvar",
    saving: "Salvando…",
    remove: "Remover",
    removing: "Removendo…",
    added: "Método adicionado.",
    saved: "Método salvo.",
    removed: "Método removido: novas compras não o oferecem mais; pedidos que o escolheram o mantêm.",
    newTitle: "Novo método",
    notFound: "Este método não existe ou foi removido.",
  },
};

export default delivery;
