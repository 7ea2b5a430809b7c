// A página da equipe do dono (/admin/staff): as funções, convidar, mudar a função, tirar da equipe,
// e os convites pendentes; e a página do convite que o novo membro abre pelo email.
import type en from "../en/admin-staff";

const adminStaff: typeof en = {
  title: "Equipe",
  intro:
    "As pessoas que cuidam da loja com você. Cada função dá só o que o trabalho precisa; uma mudança vale na próxima página ou mensagem de chat da pessoa.",
  rolesTitle: "O que cada função pode fazer",
  roleSummaries: {
    owner: "Tudo, e a equipe.",
    manager:
      "Catálogo, preços, pedidos, reembolsos, cupons, avaliações, a mesa de entregas e o registro de auditoria; não as configurações nem a equipe.",
    support:
      "Chats de atendimento, consultar pedidos e clientes, notas nos pedidos e reembolsos até o limite por pedido que o dono define nas configurações; sem preços, decisões sobre pagamentos ou configurações.",
    delivery: "Só a mesa de entregas: os pedidos a entregar, nunca o email, telefone ou pagamento de quem comprou.",
  },
  invite: {
    title: "Convidar alguém",
    email: "Email",
    role: "Função",
    hint: "A pessoa recebe um link que funciona uma vez, por 72 horas. Um endereço que já tem conta confirma com a própria senha.",
    submit: "Enviar convite",
    sending: "Enviando…",
  },
  columns: {
    name: "Nome",
    email: "Email",
    role: "Função",
    since: "Na equipe desde",
    actions: "Ações",
  },
  you: "(você)",
  disabled: "desativada",
  roleOf: "Função de {{name}}",
  changeRole: "Mudar a função",
  remove: "Tirar da equipe",
  removeConfirm: {
    title: "Tirar {{name}} da equipe?",
    consequence:
      "{{name}} volta a ser cliente: sai da conta em todo lugar na hora, sem nenhuma página da equipe. Para voltar, só com um novo convite.",
    button: "Tirar {{name}}",
  },
  invitations: {
    title: "Convites pendentes",
    none: "Nenhum convite esperando resposta.",
    email: "Email",
    role: "Função",
    invitedBy: "Convidado por",
    expires: "Link vale até",
    actions: "Ações",
    cancel: "Cancelar convite",
    more_one: "{{count}} convite pendente no total; os mais novos aparecem aqui.",
    more_other: "{{count}} convites pendentes no total; os mais novos aparecem aqui.",
  },
  done: {
    invited: "Convite enviado para {{email}}.",
    roleChanged: "A função de {{name}} mudou.",
    removed: "Fora da equipe: a pessoa voltou a ser cliente.",
    cancelled: "Convite cancelado: o link não funciona mais.",
  },
  errors: {
    notStaff: "Esta conta não é da equipe.",
    lastOwner: "A loja precisa manter ao menos um dono ativo: torne outra pessoa dona antes.",
    changedMeanwhile: "Este membro mudou enquanto isso: recarregue a página e tente de novo.",
    alreadyStaff: "Este endereço já é da equipe: mude a função dele na lista.",
    accountDisabled: "A conta deste endereço está desativada: reative-a na página do usuário antes.",
    noInvitation: "Este convite não existe.",
    invitationNotPending: "Este convite já foi usado, cancelado ou expirou.",
  },
  validation: {
    emailRequired: "Informe o email a convidar",
    emailInvalid: "Informe um email válido",
    emailTooLong: "No máximo 254 caracteres",
    role: "Escolha uma das funções",
  },
  fromUser: {
    role: "Função na equipe",
    manage: "Mude na página da equipe",
    invite: "Convidar para a equipe",
    inviteHint: "A equipe entra por convite: a pessoa aceita com a própria senha.",
  },
};

export default adminStaff;
