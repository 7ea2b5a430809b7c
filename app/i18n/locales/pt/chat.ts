import type { ChatTexts } from "../en/chat";

const chat: ChatTexts = {
  chat: {
    open: "Abrir chat de suporte",
    title: "Suporte",
    online: "Online",
    offline: "Offline — respondemos assim que possível",
    supportTyping: "O suporte está digitando…",
    shopperTyping: "{{name}} está digitando…",
    agentJoined: "{{name}} entrou na conversa",
    agentLeft: "{{name}} saiu da conversa",
    noMessages: "Nenhuma mensagem ainda",
    startConversation: "Envie uma mensagem para iniciar a conversa.",
    placeholder: "Digite sua mensagem…",
    inputLabel: "Mensagem",
    send: "Enviar",
    sending: "Enviando…",
    minimize: "Minimizar",
    maximize: "Maximizar",
    close: "Fechar chat",
    loading: "Carregando conversa…",
    you: "Você",
    reconnecting: "Reconectando…",
    signInRequired: "Entre para falar com o suporte.",
    signIn: "Entrar",
    notAuthenticated: "Usuário não autenticado",
    loadError: "Erro ao carregar conversa",
    sendError: "Erro ao enviar mensagem. Tente novamente.",
    contentRequired: "Digite uma mensagem primeiro.",
    contentTooLong: "As mensagens podem ter no máximo 2.000 caracteres.",
    conversationNotFound: "Conversa não encontrada.",
    rateLimited: "Você está enviando mensagens rápido demais. Aguarde alguns segundos.",
  },
};

export default chat;
