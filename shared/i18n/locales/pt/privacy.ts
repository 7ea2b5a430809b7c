// Configurações → Seus dados: baixar, e excluir a conta (LGPD art. 18).
import type en from "../en/privacy";

const privacy: typeof en = {
  section: "Seus dados",
  export: {
    intro:
      "Baixe tudo o que a loja guarda sobre você: seu perfil, seus acessos, seus pedidos com os itens, reembolsos e contestações, as avaliações que você escreveu, seu chat de suporte e as mensagens que você nos enviou, em um arquivo JSON.",
    download: "Baixar meus dados",
    fromSupport: "Suporte",
    fromYou: "Você",
    sources: {
      contact_form: "Formulário de contato",
      guest_chat: "Chat, antes de entrar na conta",
    },
    disputeOutcomes: {
      won: "Encerrada a favor da loja",
      lost: "Encerrada a seu favor: o banco devolveu o dinheiro a você",
      warning_closed: "Encerrada sem estorno",
    },
    holdDecisions: {
      waiting: "Em verificação",
      approved: "Aprovado: o pedido seguiu para a entrega",
      refused: "Não aprovado: o pedido foi cancelado e reembolsado integralmente",
      expired: "Não verificado a tempo: o pedido foi cancelado e reembolsado integralmente",
    },
    signInMethods: {
      password: "Senha",
      password_and_code: "Senha e código do autenticador",
      passkey: "Chave de acesso",
    },
    disputeStates: {
      open: "Aberta pelo seu banco; a loja ainda não respondeu",
      submitting: "A resposta da loja está sendo enviada ao seu banco",
      submitted: "A loja respondeu ao seu banco com os registros do pedido",
    },
  },
  delete: {
    title: "Excluir minha conta",
    intro:
      "Seu nome, email, telefone, nicks e mensagens são apagados e você sai de todos os aparelhos. Os pedidos ficam na nossa contabilidade sem seus dados pessoais, como a lei exige. Você pode se cadastrar de novo com o mesmo email depois.",
    openOrders:
      "Você ainda tem um pedido não pago, aguardando entrega, em análise ou contestado. Quando ele for resolvido (pago e entregue, ou cancelado), você poderá excluir sua conta.",
    codeRequired:
      "Digite um código do seu aplicativo autenticador (ou um código de recuperação) para excluir sua conta.",
    passwordLabel: "Senha",
    codeLabel: "Código do autenticador ou de recuperação",
    confirm: "Excluir minha conta definitivamente",
    deleting: "Excluindo…",
    done: "Sua conta foi excluída. Obrigado por ter comprado com a gente.",
  },
};

export default privacy;
