// A página que o link de um convite para a equipe abre (/staff-invitation): um endereço novo escolhe
// o nome e uma senha; um que já tem conta confirma com a senha dessa conta.
import type en from "../en/staff-invitation";

const staffInvitation: typeof en = {
  metaTitle: "Convite para a equipe",
  title: "Entre para a equipe da Gamer Store",
  intro: "Você foi convidado como {{role}}, com o endereço {{email}}.",
  newAccount: "Escolha o seu nome e uma senha para a sua conta.",
  ownAccount:
    "Este endereço já tem uma conta na loja. Digite a senha dela para aceitar: a função só vale depois disso.",
  twoFactorNote:
    "Na loja publicada, a área administrativa pede uma segunda etapa (um app autenticador ou uma chave de acesso): você adiciona nas suas configurações depois de entrar.",
  fields: {
    name: "Seu nome",
    password: "Senha",
    confirmPassword: "Confirme a senha",
    ownPassword: "A senha da sua conta",
  },
  submit: "Entrar para a equipe",
  submitting: "Entrando…",
  done: {
    title: "Boas-vindas à equipe",
    text: "Sua conta está na equipe como {{role}}. Entre para abrir a área administrativa.",
    signIn: "Entrar",
  },
  dead: {
    usedTitle: "Este convite já foi usado",
    usedText:
      "O link funciona uma vez: foi aceito, cancelado, ou um convite mais novo o substituiu. Peça um novo ao dono da loja se precisar.",
    expiredTitle: "Este convite expirou",
    expiredText: "O link valia por 72 horas. Peça um novo ao dono da loja.",
    unknownTitle: "Este link de convite está incompleto",
    unknownText: "Abra o link do email de novo, ou copie o endereço inteiro no navegador.",
    home: "Ir para a loja",
  },
  errors: {
    invalid:
      "Este link de convite não funciona mais: foi usado ou cancelado, ou as 72 horas acabaram. Peça um novo ao dono da loja.",
    accountExists: "Este endereço agora tem uma conta: recarregue a página para aceitar com a senha dela.",
    noAccount: "Este endereço não tem mais conta: recarregue a página para escolher uma senha.",
    accountDisabled: "A conta deste endereço está desativada: fale com o dono da loja.",
    alreadyStaff: "Esta conta já é da equipe.",
  },
};

export default staffInvitation;
