// Chaves de acesso (issue 35): adicionar, listar e remover (/settings, segurança) e entrar com uma.
import type en from "../en/passkeys";

const passkeys: typeof en = {
  settings: {
    title: "Chaves de acesso",
    intro:
      "Uma chave de acesso faz você entrar com a digital, o rosto ou o bloqueio de tela em vez da senha. Ela só funciona nesta loja, por isso não pode ser roubada por phishing.",
    none: "Você ainda não tem chaves de acesso.",
    addTitle: "Adicionar uma chave de acesso",
    addIntro:
      "Confirme que é você com sua senha e um fator que você já tem (o código do autenticador, se a verificação em duas etapas estiver ativa, ou uma das suas chaves de acesso) e dê um nome à chave.",
    nameLabel: "Nome da chave",
    namePlaceholder: "ex.: Meu celular",
    passwordLabel: "Senha",
    add: "Adicionar chave de acesso",
    adding: "Aguardando seu dispositivo…",
    added: "Chave de acesso adicionada.",
    remove: "Remover",
    removing: "Removendo…",
    removed: "Chave de acesso removida.",
    renameLabel: "Novo nome para {{name}}",
    rename: "Renomear",
    renaming: "Renomeando…",
    renamed: "Chave de acesso renomeada.",
    createdAt: "Adicionada em",
    lastUsedAt: "Usada pela última vez em",
    neverUsed: "Ainda não usada",
    unsupported: "Este navegador não pode usar chaves de acesso aqui.",
    cancelled: "A chave de acesso não foi criada: o pedido foi cancelado ou expirou.",
    emailCodeLabel: "Código do email",
  },
  signIn: {
    button: "Entrar com uma chave de acesso",
    working: "Aguardando sua chave de acesso…",
    cancelled: "Nenhuma chave de acesso foi usada: o pedido foi cancelado ou expirou.",
    or: "ou",
  },
  errors: {
    confirmationRequired: "Confirme com uma das suas chaves de acesso antes de adicionar outra.",
    emailCodeSent:
      "Sua conta pode abrir a área administrativa, então a primeira chave de acesso exige também um código: enviamos por email. Digite-o aqui.",
    emailCodeInvalid: "Esse código está errado ou expirou. Peça um novo deixando o campo vazio.",
    challenge: "Este pedido de chave de acesso expirou ou já foi usado. Tente de novo.",
    invalid: "Não foi possível verificar esta chave de acesso para esta loja.",
    exists: "Esta chave de acesso já está cadastrada.",
    notFound: "Chave de acesso não encontrada.",
    credentialRequired: "Falta a resposta da chave de acesso.",
    failed: "Algo deu errado com a chave de acesso. Tente de novo.",
  },
  admin: {
    required:
      "A área administrativa exige entrar com uma chave de acesso. Saia e entre com sua chave; se ainda não tem uma, adicione-a antes em Configurações → Segurança.",
    notice:
      "A área administrativa exige entrar com uma chave de acesso. Se ainda não tem uma, adicione-a abaixo; depois saia e entre com ela.",
  },
  validation: {
    nameRequired: "Dê um nome à chave de acesso.",
    nameTooLong: "O nome pode ter no máximo 60 caracteres.",
  },
};

export default passkeys;
