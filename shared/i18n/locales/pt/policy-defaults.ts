// Os textos das políticas até um admin escrever os da loja (admin → Políticas). Só no servidor.
import type en from "../en/policy-defaults";

const policyDefaults: typeof en = {
  terms: `## Quem somos
A Gamer Store vende moedas, itens, boosting e carry runs para jogos online, entregues na conta ou no nick que você informar no checkout.

## Pedidos e preços
Os preços aparecem na moeda da loja e incluem todas as taxas mostradas no carrinho antes do pagamento. O pedido é confirmado quando o pagamento é aprovado; então entregamos no prazo que o carrinho mostra.

## Entrega
Entregamos no nick, servidor e plataforma que você digitou. Confira antes de pagar: a entrega nos dados informados conta como entregue.

## Seu direito de arrependimento
Você pode desistir de uma compra pela página do pedido até a entrega ou até 7 dias após o pagamento, o que acontecer primeiro. Veja a política de reembolso e arrependimento.

## Suporte
Dúvidas ou problemas com um pedido: use o chat de suporte ou a página de contato.`,
  refunds: `## Arrependimento em 7 dias
Pelo Código de Defesa do Consumidor (art. 49), você pode desistir de uma compra online em até 7 dias após o pagamento; pelo site, o direito termina na entrega se ela vier antes. Na página do pedido, enquanto ele não tiver sido entregue, escolha "Desistir desta compra" e confirme: o pedido é cancelado, todo o valor pago é estornado na hora para o meio de pagamento original e enviamos a confirmação por email.

## Depois da entrega
Bens e serviços dentro do jogo são consumidos na entrega, então um pedido entregue não pode ser desistido pelo site. Se algo estiver errado com a entrega, fale com nosso suporte e nós corrigimos ou reembolsamos.

## Prazos do estorno
Estornos no cartão costumam aparecer na fatura em 5 a 10 dias úteis, conforme o banco.`,
  privacy: `## O que guardamos
Seu nome, email e telefone; seus pedidos com os nicks e servidores informados; seu chat de suporte e as mensagens enviadas pela página de contato.

## Para quê
Para entregar seus pedidos, manter os registros contábeis que a lei exige, responder você e proteger sua conta.

## Seus direitos (LGPD art. 18)
Nas configurações da conta, em "Seus dados", você pode baixar tudo o que guardamos sobre você em um arquivo, corrigir seu perfil e excluir sua conta. A exclusão apaga seus dados pessoais; os pedidos ficam na contabilidade sem eles.

## Cupons de desconto depois de excluir a conta
Para que um cupom de "primeira compra" ou de "um uso por cliente" seja usado uma vez por pessoa, guardamos, para cada conta, um código calculado a partir do seu email (escrito em minúsculas, sem um eventual "+complemento" e, no Gmail, sem pontos). Ele não pode ser convertido de volta no endereço sem uma chave que só os nossos sistemas têm, e não o usamos para mais nada. Quando você exclui a conta, mantemos esse código junto aos pedidos que ficam na contabilidade, para que uma nova conta com o mesmo endereço não receba esses descontos de novo.

## Quem da nossa equipe vê o quê (LGPD art. 6º, necessidade)
Cada pessoa da equipe vê só o que o seu trabalho pede. Os entregadores veem o nick, o servidor e a plataforma dos pedidos que entregam, e o chat desse pedido; nunca o seu email, telefone ou dados de pagamento. O suporte vê pedidos, perfis e chats de suporte, para responder você. Os gerentes veem pedidos, perfis e pagamentos, para cuidar do catálogo e fazer reembolsos. O dono da loja vê tudo. Toda mudança que a equipe faz em um pedido, preço, pagamento ou configuração fica registrada com quem fez e quando.

## Segurança
As senhas são guardadas com hash. Você pode ativar a verificação em duas etapas, e avisamos por email quando sua conta é acessada de um novo aparelho e quando uma chave de acesso é adicionada ou removida, com o navegador, o sistema e o local aproximado (cidade e país) de onde isso foi feito.

Se alguém se cadastrar com um email que já tem conta, avisamos o dono por email no máximo uma vez por dia; para saber que avisamos, guardamos por 24 horas um código derivado do endereço, que não permite recuperá-lo. Para que um botão tocado duas vezes não faça a mesma coisa duas vezes (adicionar ao carrinho, enviar uma mensagem, publicar uma avaliação), guardamos uma chave aleatória de cada toque por um dia.`,
};

export default policyDefaults;
