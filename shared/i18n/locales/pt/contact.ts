import type { ContactTexts } from "../en/contact";

const contact: ContactTexts = {
  meta: {
    title: "Contato | Gamer Store",
    description: "Fale com a Gamer Store por email, WhatsApp ou pelo formulário.",
  },
  title: "Fale conosco",
  intro: "Dúvidas sobre um pedido, um jogo ou uma parceria? Escolha o canal que preferir.",
  channelsTitle: "Nossos canais",
  email: {
    title: "Email",
    note: "Respondemos os emails no horário do suporte: {{hours}}.",
  },
  whatsapp: {
    title: "WhatsApp",
    hours: "Horário: {{hours}}",
    open: "Conversar no WhatsApp",
  },
  address: {
    title: "Endereço",
    value: "São Paulo, SP, Brasil (atendimento somente online)",
  },
  faqTitle: "Perguntas frequentes",
  faq: {
    delivery: {
      question: "Quanto tempo leva a entrega?",
      answer: "Cada oferta mostra o prazo de entrega antes da compra. Sem prazo próprio: {{promise}}",
    },
    safety: {
      question: "É seguro comprar aqui?",
      answer:
        "Sim. Os pagamentos passam por um provedor certificado, nunca pedimos sua senha e cada pedido é acompanhado até a entrega.",
    },
    support: {
      question: "Como consigo ajuda com um pedido?",
      answer: "Use o chat do site, o WhatsApp ou este formulário. O suporte atende {{hours}}.",
    },
  },
  form: {
    title: "Envie uma mensagem",
    name: "Nome",
    email: "Email",
    subject: "Assunto",
    message: "Mensagem",
    messageHint: "De 10 a 2.000 caracteres.",
    send: "Enviar mensagem",
    sending: "Enviando…",
    sent: "Obrigado! Sua mensagem foi enviada. Responderemos por email no horário do suporte.",
    invalid: "Corrija os campos indicados abaixo.",
  },
  subjects: {
    question: "Dúvida",
    suggestion: "Sugestão",
    complaint: "Reclamação",
    partnership: "Parceria",
    other: "Outro",
  },
  errors: {
    nameRequired: "Informe seu nome.",
    nameTooShort: "O nome deve ter pelo menos 2 caracteres.",
    nameTooLong: "O nome deve ter no máximo 100 caracteres.",
    emailRequired: "Informe seu email.",
    emailInvalid: "Informe um endereço de email válido.",
    emailTooLong: "O email deve ter no máximo 254 caracteres.",
    subjectInvalid: "Escolha um assunto.",
    messageRequired: "Escreva sua mensagem.",
    messageTooShort: "A mensagem deve ter pelo menos 10 caracteres.",
    messageTooLong: "A mensagem deve ter no máximo 2.000 caracteres.",
  },
};

export default contact;
