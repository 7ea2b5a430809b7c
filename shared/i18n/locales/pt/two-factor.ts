// Verificação em duas etapas: o segundo passo do login, a ativação e a desativação (/settings, segurança).
import type en from "../en/two-factor";

const twoFactor: typeof en = {
  signIn: {
    codeNeeded: "Digite o código de 6 dígitos do seu aplicativo autenticador.",
    title: "Verificação em duas etapas",
    codeLabel: "Código do autenticador",
    recoveryLabel: "Código de recuperação",
    useRecovery: "Usar um código de recuperação",
    useCode: "Usar o aplicativo autenticador",
    submit: "Verificar",
    submitting: "Verificando…",
    back: "Voltar para email e senha",
  },
  settings: {
    section: "Segurança",
    intro:
      "A verificação em duas etapas pede um código de um aplicativo autenticador (como Google Authenticator, Authy ou 1Password) depois da senha, para que uma senha roubada não baste para abrir sua conta.",
    statusOn: "A verificação em duas etapas está ativada.",
    statusOff: "A verificação em duas etapas está desativada.",
    recoveryLeft: "Códigos de recuperação restantes: {{left}}",
    adminRequired: "Administradores precisam ativar a verificação em duas etapas antes de usar a área administrativa.",
    start: "Ativar a verificação em duas etapas",
    starting: "Preparando…",
    scan: "Escaneie este QR code com seu aplicativo autenticador e digite sua senha e o código de 6 dígitos que ele mostrar.",
    qrLabel: "QR code para o seu aplicativo autenticador",
    manual: "Não consegue escanear? Digite esta chave no aplicativo:",
    confirm: "Confirmar e ativar",
    confirming: "Confirmando…",
    recoveryTitle: "Seus códigos de recuperação",
    recoveryIntro:
      "Guarde estes dez códigos em um lugar seguro (um gerenciador de senhas, ou impressos). Cada um permite entrar uma vez se você perder o celular. Eles só aparecem agora.",
    recoveryDone: "Já guardei",
    startOver: "Recomeçar com uma nova chave",
    startingOver: "Criando uma nova chave…",
    startOverHint:
      "Só se o aplicativo perdeu esta chave: a entrada que seu aplicativo já tem para esta loja deixa de funcionar.",
    recoveryCopy: "Copiar os códigos",
    recoveryCopied: "Copiados. Cole-os em um lugar seguro.",
    recoveryCopyFailed: "Não foi possível copiar aqui: selecione os códigos e copie-os, ou baixe-os.",
    recoveryDownload: "Baixar como arquivo de texto",
    recoveryFileName: "codigos-de-recuperacao-gamer-store.txt",
    recoveryFileTitle:
      "Códigos de recuperação da Gamer Store. Cada um permite entrar uma vez, se você perder o celular.",
    disableTitle: "Desativar a verificação em duas etapas",
    disableIntro: "Digite sua senha e um código do aplicativo (ou um código de recuperação).",
    disable: "Desativar",
    disabling: "Desativando…",
    passwordLabel: "Senha",
    codeLabel: "Código",
  },
  enabled: "A verificação em duas etapas está ativada.",
  disabled: "A verificação em duas etapas está desativada.",
  errors: {
    invalidCode: "Esse código não está certo ou já foi usado. Espere o próximo código e tente de novo.",
    alreadyOn: "A verificação em duas etapas já está ativada.",
    notOn: "A verificação em duas etapas não está ativada.",
    notStarted: "Comece primeiro a ativação da verificação em duas etapas.",
    wrongPassword: "A senha não está certa.",
    expired: "O login demorou demais. Digite seu email e senha de novo.",
    adminMustEnrol: "Administradores precisam ativar a verificação em duas etapas antes de usar a área administrativa.",
    emailCodeSent:
      "Sua conta pode abrir a área administrativa, então ativar a verificação em duas etapas exige também um código: enviamos por email. Digite-o aqui.",
  },
  admin: {
    signInAgain:
      "A área administrativa exige entrar com a senha e o código do autenticador (ou com uma chave de acesso). Saia e entre de novo.",
    notice:
      "A área administrativa exige entrar com a senha e o código do autenticador (ou com uma chave de acesso): este login usou só a senha. Saia e entre de novo.",
  },
  validation: {
    codeRequired: "Digite o código.",
    codeInvalid: "O código são os 6 dígitos que o aplicativo mostra.",
  },
};

export default twoFactor;
