import type support from "../en/support";

// Quando o suporte responde, e o que um visitante sem login vê no painel do chat.
const suporte: typeof support = {
  support: {
    hours: "O suporte atende {{hours}}.",
    schedule: {
      hours: "{{days}}, das {{opens}} às {{closes}} (horário de Brasília)",
      dayRange: "{{first}} a {{last}}",
      everyDay: "todos os dias",
      aroundTheClock: "a qualquer hora, todos os dias",
    },
    backAt: "O suporte volta {{time}}, no seu horário.",
    offlineNote: "Deixe sua mensagem: ela fica aqui e respondemos quando o suporte voltar.",
    guest: {
      intro: "Deixe uma mensagem e responderemos por e-mail.",
      signInPrompt: "Tem conta? Entre para conversar ao vivo e ver seus pedidos ao lado do chat.",
      signIn: "Entrar",
      formLabel: "Mensagem para o suporte",
      name: "Nome (opcional)",
      email: "Seu e-mail",
      message: "Mensagem",
      send: "Enviar mensagem",
      sending: "Enviando…",
      sent: "Obrigado! Recebemos sua mensagem e responderemos por e-mail.",
      sendAnother: "Escrever outra mensagem",
      sendError: "Não foi possível enviar sua mensagem. Verifique sua conexão e tente de novo.",
    },
    errors: {
      nameTooShort: "Escreva pelo menos 2 caracteres, ou deixe o nome em branco.",
      nameTooLong: "O nome pode ter no máximo 100 caracteres.",
      emailRequired: "Informe seu e-mail para podermos responder.",
      emailInvalid: "Informe um e-mail válido, como nome@exemplo.com.",
      emailTooLong: "O e-mail pode ter no máximo 254 caracteres.",
      messageRequired: "Escreva sua mensagem primeiro.",
      messageTooLong: "As mensagens podem ter no máximo 2.000 caracteres.",
    },
    inbox: {
      fromChat: "Deixada no chat por um visitante",
    },
  },
};

export default suporte;
