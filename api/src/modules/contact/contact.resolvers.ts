import type { Resolvers } from '../../generated/graphql.js';

export const contactResolvers: Resolvers = {
  Mutation: {
    sendContactMessage: (_root, { input }, { services, clientIp }) => services.contact.sendMessage(input, clientIp),
  },
};
