// Answers the API gives and the apps also say on their own (a page that shows the outcome, a
// refusal the app knows before asking): written once here, like the rules' messages.
export const ANSWERS = {
  account: {
    registered: 'Te enviamos un correo para confirmar tu cuenta. Abre el enlace para activarla.',
    confirmed: 'Tu correo ha sido confirmado. Ya puedes comprar.',
    activated: 'Tu cuenta está activa. Ya puedes ingresar.',
    passwordChanged: 'Tu contraseña ha sido cambiada. Ingresa con la nueva.',
  },
  checkout: {
    // The spec's wording (section 4), dots included.
    clientsOnly: 'Funcionalidad sólo para usuarios clientes...',
    emailNotVerified:
      'Tu correo no ha sido verificado, esto se requiere para poder enviarte información sobre tus compras...',
    cartChanged: 'Algunos productos cambiaron desde que los agregaste. Revisa tu carrito.',
    thanks: (number: string) => `¡Gracias por tu compra! Pedido ${number}`,
    testCardsOnly: 'Solo se aceptan tarjetas de prueba.',
  },
  products: {
    unavailable: 'El producto no existe o ya no está disponible.',
    notFound: 'No encontramos ese producto.',
    imageType: 'La imagen debe ser JPG, PNG o WebP.',
    imageUploaded: 'Imagen subida. Guarda el producto para usarla.',
  },
} as const;
