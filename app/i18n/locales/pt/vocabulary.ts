// As palavras dos códigos que a loja guarda (status, formas de pagamento, motivos, ações do admin, esperas).
import type vocabularyEn from "../en/vocabulary";

const vocabulary: typeof vocabularyEn = {
  paymentMethods: {
    credit_card: "Cartão de crédito",
    debit_card: "Cartão de débito",
    pix: "Pix",
  },
  orderStatuses: {
    pendente: "Pendente",
    processando: "Processando",
    concluído: "Concluído",
    cancelado: "Cancelado",
  },
  statusReasons: {
    created: "Pedido feito",
    paid: "Pagamento confirmado",
    payment_expired: "O prazo para pagar expirou",
    payment_failed: "O pagamento falhou",
    payment_session_failed: "Não foi possível iniciar o pagamento",
    abandoned: "Pagamento cancelado pelo cliente",
    superseded: "Substituído por um checkout mais novo",
    refunded: "Reembolsado",
    admin: "Alterado por um admin",
  },
  auditActions: {
    create: "Criou {{entity}} #{{id}}",
    update: "Editou {{entity}} #{{id}}",
    archive: "Arquivou {{entity}} #{{id}}",
    delete: "Excluiu {{entity}} #{{id}}",
    restore: "Restaurou {{entity}} #{{id}}",
    status: "Mudou {{entity}} #{{id}} de status",
    refund: "Reembolsou {{entity}} #{{id}}",
    grant_admin: "Tornou {{entity}} #{{id}} admin",
    revoke_admin: "Removeu {{entity}} #{{id}} dos admins",
    disable: "Desativou {{entity}} #{{id}}",
    enable: "Reativou {{entity}} #{{id}}",
    other: "Alterou {{entity}} #{{id}}",
  },
  auditSingles: {
    update: "Editou {{entity}}",
    other: "Alterou {{entity}}",
  },
  auditEntities: {
    game: "o jogo",
    coin_offer: "a oferta de moeda",
    item: "o item",
    order: "o pedido",
    user: "o usuário",
    settings: "as configurações da loja",
    featured_games: "os jogos em destaque",
    other: "o registro",
  },
  waiting: {
    minutes_one: "aguardando há {{count}} minuto",
    minutes_other: "aguardando há {{count}} minutos",
    hours_one: "aguardando há {{count}} hora",
    hours_other: "aguardando há {{count}} horas",
    days_one: "aguardando há {{count}} dia",
    days_other: "aguardando há {{count}} dias",
    justNow: "acabou de chegar",
  },
  chatStatuses: {
    open: "Aberta",
    closed: "Encerrada",
  },
};

export default vocabulary;
