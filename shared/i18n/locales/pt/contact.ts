import type { ContactTexts } from "../en/contact";

const contact: ContactTexts = {
  meta: {
    title: "Contato | Gamer Store",
    description: "Fale com a Gamer Store por email, WhatsApp ou pelo formulário. Respondemos em até 24 horas.",
  },
  title: "Fale conosco",
  intro: "Dúvidas sobre um pedido, um jogo ou uma parceria? Escolha o canal que preferir.",
  channelsTitle: "Nossos canais",
  email: {
    title: "Email",
    note: "Respondemos todos os emails em até 24 horas.",
  },
  whatsapp: {
    title: "WhatsApp",
    hours: "Horário: {{hours}}",
    note: "Resposta garantida em até 2 horas no horário de atendimento.",
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
      answer:
        "A entrega é imediata na maioria dos casos, logo após a confirmação do pagamento. Itens que exigem troca no jogo levam até 24 horas.",
    },
    safety: {
      question: "É seguro comprar aqui?",
      answer:
        "Sim. Os pagamentos passam por um provedor certificado, nunca pedimos sua senha e cada pedido é acompanhado até a entrega.",
    },
    support: {
      question: "Como consigo ajuda com um pedido?",
      answer:
        "Use o chat do site, o WhatsApp ou este formulário. Nosso suporte funciona 24/7 no chat e responde emails em até 24 horas.",
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
    sent: "Obrigado! Sua mensagem foi enviada. Responderemos por email em até 24 horas.",
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
