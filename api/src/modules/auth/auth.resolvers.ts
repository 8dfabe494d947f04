import type { Resolvers } from '../../generated/graphql.js';

export const authResolvers: Resolvers = {
  Query: {
    login: (_root, { email, password }, { services, clientIp }) => services.auth.login(email, password, clientIp),
    validateTokenExt: (_root, { isGetUserInfo }, { services, authToken }) =>
      services.auth.validateSession(authToken, isGetUserInfo === true),
  },
  Mutation: {
    logout: (_root, _args, { services, authToken }) => services.auth.logout(authToken),
  },
};
