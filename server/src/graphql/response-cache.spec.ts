import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, getNamedType, isObjectType, parse, type GraphQLNamedType, type OperationDefinitionNode } from 'graphql';
import { REPO_ROOT } from '../config/repo-root.js';
import { cacheHintOf, cachePolicyOf, matchesETag } from './response-cache.js';

const schema = buildSchema(readFileSync(join(REPO_ROOT, 'schema.graphql'), 'utf8'));
const operation = (text: string) => parse(text).definitions[0] as OperationDefinitionNode;
const CATALOGUE_TYPES = new Set(['Catalogue', 'Product', 'PriceRange']);

describe('which answers the server keeps', () => {
  test('a hinted type holds only scalars, enums and hinted types, so a hint at the root covers the whole answer', () => {
    const hinted = Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__') && cacheHintOf(t) !== null);
    expect(hinted.map((t) => t.name).sort()).toEqual(['Catalogue', 'DeliveryPlace', 'DeliveryPromise', 'DeliveryTierInfo', 'PriceRange', 'Product', 'ProductStock', 'ShopOffer', 'SizeStock']);
    for (const type of hinted) {
      if (!isObjectType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        const named: GraphQLNamedType = getNamedType(field.type);
        expect([type.name, field.name, isObjectType(named) ? cacheHintOf(named) !== null : true]).toEqual([type.name, field.name, true]);
      }
    }
  });

  test.each([
    ['the catalogue', '{ catalogue { version products { id price } } }', { maxAge: 60, versioned: true }],
    ['one product', 'query P($id: ID!) { product(id: $id) { id name } __typename }', { maxAge: 60, versioned: true }],
    ['stock (it moves with orders, not with the catalogue)', '{ stock(productIds: ["1"]) { productId sizes { size available } } }', { maxAge: 5, versioned: false }],
    ['a product with its stock: the shorter hint', '{ product(id: "1") { id } stock(productIds: ["1"]) { inStock } }', { maxAge: 5, versioned: false }],
    ['the catalogue beside a signed-in field', '{ catalogue { version } me { id } }', null],
    ['a cart quote (it depends on its lines and method, and is cheap)', '{ quoteCart(lines: []) { total } }', null],
    ['a delivery promise (it moves at the cut-off and at midnight)', '{ deliveryPromise(pincode: "560001") { latest place { state } tier { name } } }', { maxAge: 60, versioned: false }],
    ["a shopper's orders", 'query { ordersByUser(userId: "u") { orderNumber } }', null],
    ['introspection', '{ __schema { queryType { name } } }', null],
    ['a fragment at the root', '{ ...F } fragment F on Query { catalogue { version } }', null],
    ['a mutation', 'mutation { logout }', null],
  ])('%s: %p', (_, text, expected) => {
    expect(cachePolicyOf(schema, operation(text), CATALOGUE_TYPES)).toEqual(expected);
  });

  test.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['W/"abd"', false],
    ['', false],
  ])('If-None-Match %p names W/"abc": %p', (header, expected) => {
    expect(matchesETag(header, 'W/"abc"')).toBe(expected);
  });
});
