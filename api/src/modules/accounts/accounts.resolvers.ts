import type { Resolvers } from '../../generated/graphql.js';

export const accountsResolvers: Resolvers = {
  Query: {
    accountLinkStatus: (_root, { token, purpose }, { services }) => services.accountLinks.linkStatus(token, purpose),
  },
  Mutation: {
    register: (_root, { input }, { services, clientIp }) => services.registration.register(input, clientIp),
    confirmEmail: (_root, { token }, { services }) => services.registration.confirmEmail(token),
    resendConfirmation: (_root, { email }, { services }) => services.registration.resendConfirmation(email),
    createUserQuick: async (_root, { input }, { services, authToken }) => {
      const access = await services.auth.requireAdmin(authToken);
      if (!access.ok) return { status: false, message: access.message, user: null };
      return services.activation.createUserQuick(input);
    },
    activateAccount: (_root, { token, password, birthday }, { services }) =>
      services.activation.activateAccount(token, password, birthday),
    forgotPassword: (_root, { email }, { services }) => services.passwordReset.forgotPassword(email),
    resetPassword: (_root, { token, password }, { services }) => services.passwordReset.resetPassword(token, password),
  },
};
