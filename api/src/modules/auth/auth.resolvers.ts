import type { Resolvers } from '../../generated/graphql.js';

export const authResolvers: Resolvers = {
  Query: {
    login: (_root, { email, password }, { services, clientIp }) => services.auth.login(email, password, clientIp),
    validateTokenExt: (_root, { isGetUserInfo }, { services, authToken }) =>
      services.auth.validateSession(authToken, isGetUserInfo === true),
  },
};
