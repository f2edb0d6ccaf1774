// Generated from httpapi/openapi.json by openapi-typescript: do not edit.
// Regenerate with `npm run api-types` (web/); `npm run lint` fails when it is stale.

export interface paths {
    "/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account
         * @description Mails a verification link; limited per client address.
         */
        post: operations["signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The API keys not revoked, newest first, without their secrets
         * @description Admins only, signed in (no API key).
         */
        get: operations["listAPIKeys"];
        put?: never;
        /**
         * Make an API key for another tool
         * @description Admins only, signed in (no API key). The answer's secret is shown this once: the shop keeps its hash.
         */
        post: operations["createAPIKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key: refused from the next call, on every server
         * @description Admins only, signed in (no API key).
         */
        delete: operations["revokeAPIKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The webhook endpoints, oldest first, each with its newest delivery, without their secrets
         * @description Admins only, signed in (no API key).
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Add an endpoint the shop posts its events to, signed
         * @description Admins only, signed in (no API key). The answer's secret is shown this once; a shop has at most 20 endpoints (409).
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change an endpoint: its url, events and description, and switch it on or off
         * @description Admins only, signed in (no API key). Switched on, the deliveries that waited are sent.
         */
        put: operations["updateWebhook"];
        post?: never;
        /**
         * Delete an endpoint with its deliveries
         * @description Admins only, signed in (no API key).
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint's deliveries, newest first, 20 a page
         * @description Admins only, signed in (no API key).
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a webhook.test event to this endpoint alone
         * @description Admins only, signed in (no API key). The event's data is the endpoint; insertedId is its delivery. An endpoint switched off is 409.
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/webhook-deliveries/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again now, its retries starting over
         * @description Admins only, signed in (no API key). A delivery to an endpoint switched off is 409.
         */
        post: operations["resendWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/first-admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create the first admin
         * @description With the one-time token start-up prints while the shop has no admin: the account is verified and an admin.
         */
        post: operations["createFirstAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description An admin whose password is under 12 characters or a common one (an account made admin keeps its customer password) signs in only with `newPassword`, which becomes the password as a password change would and ends every session. See docs/API.md.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Start a session
         * @description Exchanges the identity token of that email for the API token of a new session.
         */
        put: operations["exchangeToken"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who is signed in */
        get: operations["me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the display name */
        patch: operations["rename"];
        trace?: never;
    };
    "/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the password
         * @description Every other session ends; the answer is this session's new token.
         */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description This session ends, its token with it.
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sessions still going
         * @description Newest first.
         */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one of the caller's sessions */
        delete: operations["endSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions/end-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every other session */
        post: operations["endOtherSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password reset link
         * @description The same answer whether or not an account has the email.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a password from a reset link */
        post: operations["confirmPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify an email from its link
         * @description With the bearer token of the link's account, the account is verified as it is; anyone else sends a new password, which verifies it and ends every session and the old password. See docs/API.md.
         */
        post: operations["verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify-email/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail the verification link again */
        post: operations["resendVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The catalogue, or a search of it
         * @description Without parameters every tool, oldest first. See Search in docs/API.md.
         */
        get: operations["listTools"];
        put?: never;
        /**
         * Add a tool
         * @description Admins only.
         */
        post: operations["createTool"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tools/facets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The counts of a search's filters
         * @description Takes the parameters of `GET /tools`. Each group's counts apply every filter but the group's own; only the specifications the owner shows as filters are counted. See Filters in docs/API.md.
         */
        get: operations["listFacets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/search/filters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The specifications the search shows as filters
         * @description Admins only. With the specification names the most tools have, to choose from.
         */
        get: operations["getSearchFilters"];
        /**
         * Choose the specifications the search shows as filters
         * @description Admins only. Up to 20 names of up to 60 characters, each once; a refusal names its place (`specs.2`).
         */
        put: operations["putSearchFilters"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tool/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A tool */
        get: operations["getTool"];
        put?: never;
        post?: never;
        /**
         * Delete a tool
         * @description Admins only. Its pending orders are cancelled.
         */
        delete: operations["deleteTool"];
        options?: never;
        head?: never;
        /**
         * Change a tool's fields
         * @description Admins only.
         */
        patch: operations["updateTool"];
        trace?: never;
    };
    "/tool/{id}/variants/{variantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change one variant
         * @description Admins only: its price, stock, SKU, GTIN, minimum order, pictures or parts, what a stock sync sends. Answers the tool as it is now.
         */
        patch: operations["updateVariant"];
        trace?: never;
    };
    "/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The categories, by name */
        get: operations["listCategories"];
        put?: never;
        /**
         * Add a category
         * @description Admins only.
         */
        post: operations["createCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an empty category
         * @description Admins only.
         */
        delete: operations["deleteCategory"];
        options?: never;
        head?: never;
        /**
         * Rename or describe a category
         * @description Admins only. The fields sent change, the others stay. A new name is a new slug: the category's page (/categories/{slug}) and its tools follow it, each tool with a tool.updated webhook; a name whose slug another category has is 409.
         */
        patch: operations["updateCategory"];
        trace?: never;
    };
    "/brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The brands the tools have, by slug */
        get: operations["listBrands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/search/synonyms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop's synonym sets
         * @description Admins only. A search for any word or phrase of a set also finds the others' tools, ranked below its own.
         */
        get: operations["getSearchSynonyms"];
        /**
         * Save the shop's synonym sets
         * @description Admins only. Replaces every set. Up to 500 sets of 2 to 10 words or phrases, each up to 60 characters with a letter or a digit. A refusal names the set and the phrase by their indexes from 0, e.g. `3.words.1`.
         */
        put: operations["putSearchSynonyms"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/tools.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The catalogue as CSV
         * @description Admins only.
         */
        get: operations["exportTools"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/tools/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a catalogue file
         * @description Admins only. Every line is carried out in one transaction, or none is. See Catalogue in and out (CSV) in docs/API.md.
         */
        post: operations["importTools"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a picture
         * @description Admins only. A JPEG, PNG or WebP file, read by its content, kept scaled to 400 and 800 px.
         */
        post: operations["uploadPicture"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reviews of the shop, newest first
         * @description `hidden=true` adds the hidden reviews, for admins only.
         */
        get: operations["listReviews"];
        put?: never;
        /**
         * Review the shop
         * @description Only customers with a paid order (paid or shipped, not refunded in full) may: 403 "Only customers who bought from the shop can review it" otherwise. Signed with the account's name; one each.
         */
        post: operations["createReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ratings/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's review of the shop
         * @description None yet: 404 when the caller may write one, 403 "Only customers who bought from the shop can review it" when not.
         */
        get: operations["getMyReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ratings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a review of the shop
         * @description Admins only.
         */
        delete: operations["deleteReview"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tool/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A tool's reviews, newest first
         * @description `hidden=true` adds the hidden reviews, for admins only.
         */
        get: operations["listToolReviews"];
        put?: never;
        /**
         * Review a tool
         * @description Only its buyers may; one each.
         */
        post: operations["createToolReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tool/{id}/reviews/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's review of a tool
         * @description None yet: 404 when the caller may write one, 403 "Only customers who bought this tool can review it" when not.
         */
        get: operations["getMyToolReview"];
        /** Write the caller's review again */
        put: operations["updateToolReview"];
        post?: never;
        /** Take back the caller's review */
        delete: operations["deleteToolReview"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reviews/{id}/hidden": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Hide a tool's review, or show it again
         * @description Admins only.
         */
        put: operations["hideToolReview"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/ratings/{id}/hidden": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Hide a review of the shop, or show it again
         * @description Admins only.
         */
        put: operations["hideReview"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's cart
         * @description Without a bearer token `/cart` is the cart page (HTML) for browsers.
         */
        get: operations["getCart"];
        put?: never;
        post?: never;
        /**
         * Empty the cart
         * @description Customers only: admins get 403.
         */
        delete: operations["clearCart"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/{toolId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a line's quantity
         * @description At the tool's (or variant's) price now; 0 removes the line. Customers only: admins get 403.
         */
        put: operations["setCartLine"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a visitor's lines to the cart
         * @description Customers only: admins get 403.
         */
        post: operations["mergeCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price a visitor's cart
         * @description Stored nowhere.
         */
        post: operations["quoteCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cart/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Apply a discount code
         * @description Customers only: admins get 403. A code that does not apply is 409 with its reason under `fields.code`.
         */
        put: operations["setCartCode"];
        post?: never;
        /**
         * Remove the discount code
         * @description Customers only: admins get 403.
         */
        delete: operations["clearCartCode"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place the cart's order
         * @description With a bearer token the customer's cart (customers only: admins get 403); without one a guest's `lines` and `email`. A cart line that cannot be bought is 409 with `lines`. An `Idempotency-Key` sent again within 24 hours with the same request by the same buyer answers the order it placed (a guest's without `orderKey`); with another request, cart, address or email it is 409 "This Idempotency-Key was used for another order". A code with a per-customer limit is 409 "Sign in to use this code" for a guest.
         */
        post: operations["checkout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price the checkout's order
         * @description The order `POST /checkout` would place now, placing nothing; the delivery fields (and a guest's email) may be left out. A code with a per-customer limit is 409 "Sign in to use this code" for a guest.
         */
        post: operations["quoteCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The address book, oldest first
         * @description Customers only: admins get 403.
         */
        get: operations["listAddresses"];
        put?: never;
        /**
         * Add an address
         * @description Customers only: admins get 403. At most 20.
         */
        post: operations["addAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change an address
         * @description Customers only: admins get 403.
         */
        put: operations["updateAddress"];
        post?: never;
        /**
         * Delete an address
         * @description Customers only: admins get 403.
         */
        delete: operations["deleteAddress"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/guest/orders/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a guest order's link again
         * @description The same answer, at once, whether or not that email placed the order: the link is looked up and mailed after the answer.
         */
        post: operations["resendGuestLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feeds/google.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shopping feed for Google Merchant Center
         * @description While the shop's settings have `feed` on: RSS 2.0 with Google's `g:` namespace (`http://base.google.com/ns/1.0`), one `<item>` per variant, or per tool without variants, as docs/API.md lists its attributes. Written as the catalogue is read, gzipped for a client that accepts it. `ETag` and `Last-Modified` change with the catalogue, its stock, the deal, the shipping methods and the settings: `If-None-Match` or `If-Modified-Since` naming them is a 304.
         */
        get: operations["googleFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/shop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop's settings
         * @description Admins only.
         */
        get: operations["getShop"];
        /**
         * Change the shop's settings
         * @description Admins only.
         */
        put: operations["putShop"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shipping-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shipping methods serving a country */
        get: operations["listShippingMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The countries, or a country's regions
         * @description By name.
         */
        get: operations["listPlaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/shipping-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shipping methods
         * @description Admins only.
         */
        get: operations["adminShippingMethods"];
        put?: never;
        /**
         * Add a shipping method
         * @description Admins only.
         */
        post: operations["createShippingMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/shipping-methods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a shipping method
         * @description Admins only.
         */
        put: operations["updateShippingMethod"];
        post?: never;
        /**
         * Delete a shipping method
         * @description Admins only.
         */
        delete: operations["deleteShippingMethod"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/tax-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tax rates
         * @description Admins only.
         */
        get: operations["adminTaxRates"];
        put?: never;
        /**
         * Add a tax rate
         * @description Admins only.
         */
        post: operations["createTaxRate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/tax-rates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a tax rate
         * @description Admins only.
         */
        put: operations["updateTaxRate"];
        post?: never;
        /**
         * Delete a tax rate
         * @description Admins only.
         */
        delete: operations["deleteTaxRate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/discount-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The discount codes
         * @description Admins only.
         */
        get: operations["adminDiscountCodes"];
        put?: never;
        /**
         * Add a discount code
         * @description Admins only.
         */
        post: operations["createDiscountCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/discount-codes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a discount code
         * @description Admins only.
         */
        put: operations["updateDiscountCode"];
        post?: never;
        /**
         * Delete a discount code
         * @description Admins only.
         */
        delete: operations["deleteDiscountCode"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The deal of the day
         * @description The deal set while it runs, else the spec's deal in a shop that sells its tool (the demo's); `null` when there is none, and the home page shows no deal.
         */
        get: operations["getDeal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/deal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The deal of the day set, while it runs
         * @description Admins only. `toolId` is `""` when no deal runs.
         */
        get: operations["adminDeal"];
        /**
         * Set the deal of the day
         * @description Admins only.
         */
        put: operations["putDeal"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The home page's words, the footer and the menu */
        get: operations["getContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop's words, to edit
         * @description Admins only.
         */
        get: operations["getAdminContent"];
        /**
         * Save the shop's words
         * @description Admins only.
         */
        put: operations["putContent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pages written
         * @description Admins only.
         */
        get: operations["listPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page, published or not
         * @description Admins only.
         */
        get: operations["getPage"];
        /**
         * Save a page
         * @description Admins only.
         */
        put: operations["putPage"];
        post?: never;
        /**
         * Delete a page
         * @description Admins only.
         */
        delete: operations["deletePage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A published page as people read it */
        get: operations["getPublishedPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's orders, newest first
         * @description The caller's, or (admins) those of `email`.
         */
        get: operations["listMyOrders"];
        put?: never;
        /**
         * Buy Now: the checkout of one tool
         * @description Placed and priced as `POST /checkout` places a cart, for the one line, and refused as it refuses, in the same words: with a bearer token the customer's order (their cart is left as it was; admins get 403), without one a guest's, with `email`, answered with its `orderKey`. An `Idempotency-Key` works as the checkout's.
         */
        post: operations["placeOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price Buy Now's order
         * @description The order `POST /orders` would place now, priced as `POST /checkout/quote` prices it, placing nothing.
         */
        post: operations["quotePurchase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order with its events */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        /** Cancel a pending order */
        delete: operations["cancelOrder"];
        options?: never;
        head?: never;
        /**
         * Report an order's payment
         * @description The order becomes paid once the provider says the intent pays it.
         */
        patch: operations["payOrder"];
        trace?: never;
    };
    "/orders/unconfirmed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Guest orders placed with the caller's email, not confirmed yet
         * @description A verified account's: its email's guest orders that it does not list until their owner confirms them (POST /orders/{id}/confirm), newest first. An account that has not verified its email is refused (403).
         */
        get: operations["listUnconfirmedOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a guest order as the owner of its email
         * @description With a key mailed to the order's email (`X-Order-Key`: not the checkout's) or a verified account of that email, which then lists the order. A confirm link's key pays only once the order is confirmed.
         */
        post: operations["confirmGuestOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/allorders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every order, newest first
         * @description Admins only.
         */
        get: operations["listAllOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/shipped/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Ship a paid order
         * @description Admins only.
         */
        put: operations["shipOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/ready/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a pickup order ready
         * @description Admins only.
         */
        put: operations["readyOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/picked-up/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Record a pickup order picked up
         * @description Admins only.
         */
        put: operations["pickUpOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order/unpaid/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Cancel an unpaid order
         * @description Admins only.
         */
        delete: operations["deleteUnpaidOrder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund an order, or some of its units
         * @description Admins only.
         */
        post: operations["refundOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/refund/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What refunding an order, or some of its units, would give back
         * @description Admins only. Changes nothing; refuses what the refund would refuse.
         */
        post: operations["quoteRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The orders placed in a period, as CSV
         * @description Admins only.
         */
        get: operations["exportOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/documents.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The invoices and credit notes issued in a period, as CSV
         * @description Admins only.
         */
        get: operations["exportDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/invoice.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A paid order's invoice */
        get: operations["getInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/credit-notes/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The credit note of an order's refund */
        get: operations["getCreditNote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/create-payment-intent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start paying an order
         * @description The order's one intent, for its stored total.
         */
        post: operations["createPaymentIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/sandbox/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay with the sandbox's card form
         * @description 404 when Stripe is in use.
         */
        post: operations["confirmSandboxPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe's events
         * @description 404 without `STRIPE_WEBHOOK_SECRET`.
         */
        post: operations["stripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether an account is an admin
         * @description The caller's own email (admins: anyone's).
         */
        get: operations["isAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The accounts, oldest first
         * @description Admins only.
         */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/admin/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Make an account an admin
         * @description Admins only.
         */
        put: operations["makeAdmin"];
        post?: never;
        /**
         * Demote an admin
         * @description Admins only. The API keys the account made are revoked with its rights, on every server at once.
         */
        delete: operations["removeAdmin"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/disabled/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Disable an account
         * @description Admins only. Its sessions end at once.
         */
        put: operations["disableUser"];
        post?: never;
        /**
         * Enable an account again
         * @description Admins only.
         */
        delete: operations["enableUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/userprofile/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A profile
         * @description The caller's own (admins: anyone's).
         */
        get: operations["getProfile"];
        /** Change the caller's profile */
        put: operations["updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Overview's figures for a period
         * @description Admins only. Without `from` the 30 days up to `to` (or now); at most 3 years.
         */
        get: operations["getStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the low stock threshold
         * @description Admins only.
         */
        put: operations["updateSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process runs */
        get: operations["healthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop can take an order */
        get: operations["readyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the server offers the pages */
        get: operations["config"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document */
        get: operations["openapi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description An id: 24 lowercase hex characters. A malformed one is refused with 400 "Invalid id". */
        Id: string;
        /**
         * Format: date-time
         * @description A time in RFC 3339 (UTC).
         */
        Time: string;
        /** @description An amount of US dollars in whole cents (12.5 is $12.50); inside the server it is integer cents. */
        Money: number;
        /** @description An amount of US dollars in whole cents, at most $1,000,000,000. */
        Price: number;
        /** @description An email address; compared and stored in small letters. */
        Email: string;
        /** @description The one error shape: `{error}`, with `fields` when fields are refused. */
        Error: {
            /** @description What went wrong, in words for people: a validation failure repeats its first field's message. */
            error: string;
            /** @description Each refused field's message, under the field's JSON name (a nested one by its place: `lines.0.quantity`, `hero.title`). */
            fields?: {
                [key: string]: string;
            };
            /** @description A checkout refused for its cart: each line's problem under its tool's id. */
            lines?: {
                [key: string]: string;
            };
        };
        /**
         * @description What an API key may do; orders:write ships, readies and hands over pickups, refunds and deletes unpaid orders.
         * @enum {string}
         */
        Scope: "catalogue:read" | "catalogue:write" | "orders:read" | "orders:write";
        APIKey: {
            _id: components["schemas"]["Id"];
            name: string;
            scopes: components["schemas"]["Scope"][];
            /** @description The key's first characters, to tell keys apart. */
            prefix: string;
            createdAt: components["schemas"]["Time"];
            createdBy: string;
            expiresAt: components["schemas"]["Time"] | null;
            /** @description To the minute. */
            lastUsedAt: components["schemas"]["Time"] | null;
        };
        /**
         * @description An event an endpoint may subscribe to (docs/API.md, Webhooks).
         * @enum {string}
         */
        WebhookType: "order.placed" | "order.paid" | "order.shipped" | "order.ready_for_pickup" | "order.picked_up" | "order.cancelled" | "order.expired" | "order.refunded" | "stock.low" | "tool.created" | "tool.updated" | "tool.deleted";
        WebhookEndpointInput: {
            /** @description Absolute https:// (http:// too where WEBHOOK_ALLOW_PRIVATE is set); no private, loopback or link-local address unless that is set. */
            url: string;
            events: components["schemas"]["WebhookType"][];
            description?: string;
            /** @description On (the default) or off. */
            enabled?: boolean;
        };
        WebhookDelivery: {
            _id: components["schemas"]["Id"];
            endpointId: components["schemas"]["Id"];
            eventId: string;
            /** @description A WebhookType, or webhook.test. */
            type: string;
            /** @enum {string} */
            status: "pending" | "retrying" | "delivered" | "failed";
            attempts: number;
            /** @description The last answer's HTTP status; 0 when none came. */
            statusCode: number;
            /** @description Why the last attempt failed, when no status tells. */
            error?: string;
            createdAt: components["schemas"]["Time"];
            lastAttemptAt?: components["schemas"]["Time"];
            nextAttemptAt?: components["schemas"]["Time"];
        };
        WebhookEndpoint: {
            _id: components["schemas"]["Id"];
            url: string;
            events: components["schemas"]["WebhookType"][];
            description: string;
            createdAt: components["schemas"]["Time"];
            /** @description When it was switched off; null while on. */
            disabledAt: components["schemas"]["Time"] | null;
            /** @description Switched off by the shop: its deliveries failed for 3 days. */
            failing: boolean;
            lastDelivery: components["schemas"]["WebhookDelivery"] | null;
        };
        /** @description What a create answers. */
        Created: {
            /** @constant */
            acknowledged: true;
            insertedId: components["schemas"]["Id"];
        };
        Modified: {
            modifiedCount: number;
        };
        Deleted: {
            deletedCount: number;
        };
        Ended: {
            /** @description How many sessions ended. */
            endedCount: number;
        };
        Message: {
            message: string;
        };
        /** @description A sign-in's answer. */
        Identity: {
            /** @description An identity token: lives one hour, good only for `PUT /user/{email}`. */
            token: string;
            email: components["schemas"]["Email"];
            name: string;
            /** @description Google only, and only when true: this sign-in took over an account made with the address and never verified; its password and earlier sessions no longer work. */
            claimed?: boolean;
        };
        ApiToken: {
            /** @description An API token: lives seven days, names its session; send it as `Authorization: Bearer <token>`. */
            token: string;
        };
        Signup: {
            /** @description One line. */
            name: string;
            email: components["schemas"]["Email"];
            password: string;
        };
        Me: {
            email: components["schemas"]["Email"];
            name: string;
            admin: boolean;
            verified: boolean;
        };
        Session: {
            id: string;
            userAgent: string;
            createdAt: components["schemas"]["Time"];
            /** @description The session of the token that asked. */
            current: boolean;
        };
        ToolPicture: {
            /** @description A web link or a path of the shop's own, without spaces. */
            url: string;
            /** @description What the picture shows; "" when not written. */
            alt?: string;
        };
        ToolSpec: {
            /** @description Named once (ignoring case), without `:` or `;`. */
            name: string;
            /** @description Without `;`. */
            value: string;
        };
        Rating: {
            /** @description The shown reviews' average stars, to one decimal; 0 without any. */
            average: number;
            count: number;
        };
        /** @description The deal of the day on this tool while it runs: the unit price an order is charged until `endsAt`. */
        DealOffer: {
            price: components["schemas"]["Money"];
            endsAt: components["schemas"]["Time"];
            /** @description The variant the deal prices; absent for a tool without variants. */
            variantId?: components["schemas"]["Id"];
        };
        /** @description One way a tool's variants differ, with the values it takes. */
        Option: {
            name: string;
            values: string[];
        };
        /** @description A tool (or a tool's variant) one unit of a kit takes from stock. */
        KitPart: {
            toolId: components["schemas"]["Id"];
            /** @description The part's variant: required when the part's tool has variants. */
            variantId?: components["schemas"]["Id"];
            quantity: number;
            /** @description The part as the shop names it ("18V drill · Bare tool"); read only. */
            name?: string;
        };
        /** @description One form of a tool the shop sells: a value of each of the tool's options, with its own SKU, barcode, price and stock. */
        Variant: {
            _id: components["schemas"]["Id"];
            /** @description The value of each of the tool's options, by option name. */
            options: {
                [key: string]: string;
            };
            /** @description The values in the options' order, joined by " · ". */
            name: string;
            /** @description Absent when the variant has none. */
            sku?: string;
            /** @description Absent when the variant has none. */
            gtin?: string;
            /** @description The maker's part number; absent when the variant has none. */
            mpn?: string;
            price: components["schemas"]["Money"];
            /** @description A kit's is what its parts allow. */
            availableQuantity: number;
            minOrder: number;
            /** @description The variant's own; [] shows the tool's. */
            pictures: components["schemas"]["ToolPicture"][];
            /** @description A kit's parts; [] for a variant that is not a kit. */
            parts: components["schemas"]["KitPart"][];
            deal?: components["schemas"]["DealOffer"];
        };
        /** @description A variant to add (no `_id`) or change (its `_id`): only the fields sent are written. A new variant needs `options` and `price`, and `availableQuantity` unless it is a kit. */
        VariantChanges: {
            _id?: components["schemas"]["Id"];
            options?: {
                [key: string]: string;
            };
            /** @description One tool's or variant's only; "" removes it. */
            sku?: string;
            /** @description 8, 12, 13 or 14 digits with their check digit, one variant's or tool's only; "" removes it. */
            gtin?: string;
            /** @description The maker's part number, trimmed; "" removes it. Makers may share one. */
            mpn?: string;
            price?: components["schemas"]["Price"];
            /** @description Refused for a kit: its stock is what its parts allow. */
            availableQuantity?: number;
            minOrder?: number;
            pictures?: components["schemas"]["ToolPicture"][];
            /** @description Makes the variant a kit (1 to 20 parts, none a kit); [] makes it stock of its own again. */
            parts?: components["schemas"]["KitPart"][];
        };
        Tool: {
            _id: components["schemas"]["Id"];
            name: string;
            /** @description The first picture's `url`. */
            image: string;
            description: string;
            price: components["schemas"]["Money"];
            minOrder: number;
            availableQuantity: number;
            /** @description The slug of the tool's category; absent when it has none. */
            category?: string;
            /** @description Each with its `alt`, "" when not written. */
            pictures: (components["schemas"]["ToolPicture"] & {
                alt: string;
            })[];
            /** @description Absent when the tool has none. */
            brand?: string;
            /** @description Absent when the tool has none, or has variants (theirs). */
            sku?: string;
            /** @description Absent when the tool has none, or has variants (theirs). */
            gtin?: string;
            /** @description The maker's part number; absent when the tool has none, or has variants (theirs). */
            mpn?: string;
            specs: components["schemas"]["ToolSpec"][];
            /** @description [] for a tool sold in one form. */
            options: components["schemas"]["Option"][];
            /** @description [] for a tool sold in one form. With variants, the tool's `price` and `minOrder` are its variants' lowest and `availableQuantity` their sum. */
            variants: components["schemas"]["Variant"][];
            /** @description A kit's parts, for a tool without variants; [] otherwise. */
            parts: components["schemas"]["KitPart"][];
            deal?: components["schemas"]["DealOffer"];
            rating: components["schemas"]["Rating"];
            /** @description The name as the last part of the tool's page address, `/products/{_id}/{slug}`. */
            slug: string;
        };
        /** @description A tool to add: `image` or `pictures` (or both). Without variants, `price`, `minOrder` and `availableQuantity` are required (`availableQuantity` refused for a kit); with variants, each variant's. */
        NewTool: {
            name: string;
            price?: components["schemas"]["Price"];
            /** @description A web link (https://, http://) or a path of the shop's own (/…), without spaces. With `pictures` it must be the first's `url`. */
            image?: string;
            minOrder?: number;
            availableQuantity?: number;
            description: string;
            /** @description A category's slug or name; "" for none. */
            category?: string;
            /** @description Replaces every picture. */
            pictures?: components["schemas"]["ToolPicture"][];
            /** @description "" removes it. */
            brand?: string;
            /** @description One tool's or variant's only; "" removes it. */
            sku?: string;
            /** @description 8, 12, 13 or 14 digits with their check digit, one tool's or variant's only; "" removes it. */
            gtin?: string;
            /** @description The maker's part number, trimmed; "" removes it. Makers may share one. */
            mpn?: string;
            specs?: components["schemas"]["ToolSpec"][];
            /** @description [] sells the tool in one form (then `variants` must be [] too). */
            options?: components["schemas"]["Option"][];
            /** @description Every variant the tool keeps: one with an `_id` is changed, one without is added, one left out is removed (its orders keep it). */
            variants?: components["schemas"]["VariantChanges"][];
            /** @description Makes a tool without variants a kit; [] makes it stock of its own again. */
            parts?: components["schemas"]["KitPart"][];
        } | unknown | unknown;
        /** @description Any of a tool's fields: only those sent are written; a new `availableQuantity` is the new total on the shelf. */
        ToolChanges: {
            name?: string;
            price?: components["schemas"]["Price"];
            /** @description A web link (https://, http://) or a path of the shop's own (/…), without spaces. With `pictures` it must be the first's `url`. */
            image?: string;
            minOrder?: number;
            availableQuantity?: number;
            description?: string;
            /** @description A category's slug or name; "" for none. */
            category?: string;
            /** @description Replaces every picture. */
            pictures?: components["schemas"]["ToolPicture"][];
            /** @description "" removes it. */
            brand?: string;
            /** @description One tool's or variant's only; "" removes it. */
            sku?: string;
            /** @description 8, 12, 13 or 14 digits with their check digit, one tool's or variant's only; "" removes it. */
            gtin?: string;
            /** @description The maker's part number, trimmed; "" removes it. Makers may share one. */
            mpn?: string;
            specs?: components["schemas"]["ToolSpec"][];
            /** @description [] sells the tool in one form (then `variants` must be [] too). */
            options?: components["schemas"]["Option"][];
            /** @description Every variant the tool keeps: one with an `_id` is changed, one without is added, one left out is removed (its orders keep it). */
            variants?: components["schemas"]["VariantChanges"][];
            /** @description Makes a tool without variants a kit; [] makes it stock of its own again. */
            parts?: components["schemas"]["KitPart"][];
        };
        Category: {
            _id: components["schemas"]["Id"];
            slug: string;
            name: string;
            /** @description The owner's words under the category's heading on its page; empty for none. */
            description: string;
            toolCount: number;
        };
        /**
         * @description Plain text, trimmed; shown under the category's heading on its page, and as its meta description.
         * @example Drills, drivers, saws and grinders, corded and cordless.
         */
        CategoryDescription: string;
        /** @description Words or phrases that a search for any of them finds the tools of all. */
        SynonymSet: {
            /**
             * @example [
             *       "sawzall",
             *       "reciprocating saw"
             *     ]
             */
            words: string[];
        };
        /** @description The counts of a search's filters: each group's apply every filter but the group's own. */
        Facets: {
            /** @description The tools every filter leaves. */
            total: number;
            /** @description The most tools first; a brand chosen is listed also when it leaves none. */
            brands: components["schemas"]["FacetValue"][];
            /** @description By name. */
            categories: components["schemas"]["FacetValue"][];
            /** @description The specifications the owner shows as filters, in the owner's order. */
            specs: components["schemas"]["SpecFacet"][];
            /** @description The lowest and highest price charged now, null when no tool is left. */
            price: components["schemas"]["PriceRange"] | null;
            /** @description 4, 3, 2 and 1 stars and up. */
            ratings: components["schemas"]["RatingCount"][];
            /** @description The tools in stock. */
            inStock: number;
            /** @description The words the search ran when not those typed (a word corrected, a synonym matched); absent otherwise. */
            showing?: string;
        };
        FacetValue: {
            slug: string;
            name: string;
            count: number;
        };
        SpecFacet: {
            /** @description As most tools write it. */
            name: string;
            /** @description In natural order (12V, 18V, 120V); a value chosen is listed also when it leaves none. */
            values: {
                value: string;
                count: number;
            }[];
        };
        PriceRange: {
            min: components["schemas"]["Money"];
            max: components["schemas"]["Money"];
        };
        RatingCount: {
            atLeast: number;
            count: number;
        };
        SearchFilters: {
            /** @description Specification names, each once whatever the case and spaces. */
            specs: string[];
        };
        SearchFiltersChoice: {
            specs: string[];
            /** @description The specification and option names the most tools have, the most first (up to 20). */
            suggestions: {
                name: string;
                tools: number;
            }[];
        };
        Brand: {
            slug: string;
            name: string;
            toolCount: number;
        };
        /** @description A review of the shop. */
        Review: {
            _id: components["schemas"]["Id"];
            name: string;
            ratings: number;
            description: string;
            hidden: boolean;
            hiddenAt?: components["schemas"]["Time"];
            /** @description The admin's email; only admins see it. */
            hiddenBy?: string;
        };
        /** @description A buyer's review of a tool. */
        ToolReview: {
            _id: components["schemas"]["Id"];
            toolId: components["schemas"]["Id"];
            /** @description The author's account name. */
            name: string;
            ratings: number;
            title: string;
            description: string;
            /** @description Only buyers write reviews: false once every unit its author bought was refunded. */
            verified: boolean;
            /** @description The variant its writer bought ("18V · Bare tool"); absent for a tool without variants. */
            bought?: string;
            createdAt: components["schemas"]["Time"];
            updatedAt: components["schemas"]["Time"];
            hidden: boolean;
            hiddenAt?: components["schemas"]["Time"];
            /** @description The admin's email; only admins see it. */
            hiddenBy?: string;
        };
        /** @description A page of a tool's reviews; `average`, `count` and `distribution` are the tool's shown reviews' whatever the page. */
        ToolReviews: {
            reviews: components["schemas"]["ToolReview"][];
            average: number;
            count: number;
            /** @description How many shown reviews have each number of stars, under "1" to "5". */
            distribution: {
                [key: string]: number;
            };
        };
        ToolReviewText: {
            ratings: number;
            title: string;
            description: string;
        };
        PictureVariant: {
            url: string;
            size: number;
            width: number;
            height: number;
        };
        Picture: {
            /** @description The 800 px variant's, the one to put in a tool's `image`. */
            url: string;
            variants: components["schemas"]["PictureVariant"][];
        };
        FieldChange: {
            field: string;
            from: string;
            to: string;
        };
        ImportLine: {
            /** @description The line number in the file; the header is line 1. */
            line: number;
            /** @enum {string} */
            action: "add" | "change" | "unchanged" | "refused";
            _id?: components["schemas"]["Id"];
            name: string;
            /** @description The fields a change sets. */
            changed?: string[];
            diffs?: components["schemas"]["FieldChange"][];
            /** @description Why the line is refused. */
            message?: string;
            fields?: {
                [key: string]: string;
            };
            /** @description The tool's lines, what each does and leaves out: given for a tool of several lines (a line per variant, or a Shopify product's lines), or of one that leaves something out. */
            rows?: components["schemas"]["ImportRow"][];
        };
        /** @description One line of a tool of a catalogue file. */
        ImportRow: {
            line: number;
            /** @description What the line does: "The tool, variant 18V · Bare tool, picture 1", "Variant 18V · 2 × 2.0Ah", "Picture 5". */
            does: string;
            /** @description The columns the line fills that the import leaves out, and why when it has a reason: "Tags", "Variant Barcode (12345 is no GTIN)". */
            leftOut?: string[];
        };
        /** @description What each line of a catalogue file does (or would do). */
        ToolImport: {
            lines: components["schemas"]["ImportLine"][];
            added: number;
            changed: number;
            unchanged: number;
            refused: number;
            /** @description The import was carried out. */
            applied: boolean;
        };
        /** @description An import with a refused line: nothing was imported. */
        ImportRefused: components["schemas"]["ToolImport"] & {
            error: string;
        };
        CartItem: {
            toolId: components["schemas"]["Id"];
            /** @description The variant bought: required for a tool with variants, absent for one without. */
            variantId?: components["schemas"]["Id"];
            quantity: number;
        };
        /** @description A visitor's cart, as the browser keeps it. */
        CartItems: {
            lines: components["schemas"]["CartItem"][];
            /** @description A discount code (quote only). */
            code?: string;
        };
        CartLine: {
            toolId: components["schemas"]["Id"];
            toolsName: string;
            /** @description Absent for a tool without variants. */
            variantId?: components["schemas"]["Id"];
            /** @description The variant's values ("18V · Bare tool"); absent without one. */
            variantName?: string;
            /** @description The tool's or variant's; absent without one. */
            sku?: string;
            image: string;
            /** @description The tool's; absent once it is deleted. */
            slug?: string;
            unitPrice: components["schemas"]["Money"];
            quantity: number;
            price: components["schemas"]["Money"];
            minOrder: number;
            availableQuantity: number;
            /** @description "" when the line can be bought as it is; else why not (see docs/API.md). */
            problem: string;
            /**
             * @description Names the problem for the page to act on; absent without one.
             * @enum {string}
             */
            problemCode?: "gone" | "soldOut" | "fewLeft" | "minOrder" | "priceChanged" | "tooLarge";
        };
        CartChange: {
            toolId: components["schemas"]["Id"];
            variantId?: components["schemas"]["Id"];
            toolsName: string;
            message: string;
        };
        Cart: {
            lines: components["schemas"]["CartLine"][];
            subtotal: components["schemas"]["Money"];
            /** @description Units in all. */
            count: number;
            /** @description The discount code applied. */
            code?: string;
            /** @description Why a quote's code does not apply. */
            codeProblem?: string;
            discount: components["schemas"]["Money"];
            /** @description The parts of the cart's total so far: subtotal, discount, and what they come to before shipping and tax. */
            parts: components["schemas"]["Part"][];
            /** @description What a merge changed (`POST /cart/merge` only). */
            changes?: components["schemas"]["CartChange"][];
        };
        /** @description An address of the book; each country asks for its own fields (city, postal code, region). */
        AddressInput: {
            /** @description The recipient; the account's name when left out. */
            customerName: string;
            company?: string;
            /** @description The street. */
            line1: string;
            line2?: string;
            city?: string;
            /** @description ISO 3166-2 code within the country (`CA`, `US-CA`). */
            region?: string;
            /** @description Checked against the country's pattern. */
            postalCode?: string;
            /** @description ISO 3166-1 alpha-2 code (`US`). */
            country: string;
            /** @description The phone. */
            number: string;
            isDefault?: boolean;
        };
        Address: {
            _id: components["schemas"]["Id"];
            /** @description The recipient; the account's name when left out. */
            customerName: string;
            company?: string;
            /** @description The street. */
            line1: string;
            line2?: string;
            city?: string;
            /** @description ISO 3166-2 code within the country (`CA`, `US-CA`). */
            region: string;
            /** @description Checked against the country's pattern. */
            postalCode?: string;
            /** @description ISO 3166-1 alpha-2 code (`US`). */
            country: string;
            /** @description The phone. */
            number: string;
            /** @description The address as one line. */
            address: string;
            isDefault: boolean;
        };
        /** @description A checkout: the delivery's fields, or `addressId` of the book; a guest adds `email` and `lines`. What is required depends on the method and the country (see docs/API.md). */
        Checkout: {
            /** @description The recipient; the account's name when left out. */
            customerName?: string;
            company?: string;
            /** @description The street. */
            line1?: string;
            line2?: string;
            city?: string;
            /** @description ISO 3166-2 code within the country (`CA`, `US-CA`). */
            region?: string;
            /** @description Checked against the country's pattern. */
            postalCode?: string;
            /** @description ISO 3166-1 alpha-2 code (`US`). */
            country?: string;
            /** @description The phone. */
            number?: string;
            addressId?: components["schemas"]["Id"];
            /** @description Add the address typed to the book with the order. */
            saveAddress?: boolean;
            shippingMethodId?: components["schemas"]["Id"];
            /** @description A discount code; the cart's when absent. */
            code?: string;
            /** @description A guest's (no bearer token): required, the order belongs to it. */
            email?: components["schemas"]["Email"];
            /** @description A guest's cart, as `POST /cart/quote` reads it. */
            lines?: components["schemas"]["CartItem"][];
        };
        GuestCreated: components["schemas"]["Created"] & {
            /** @description A guest order's key (43 characters): send it as `X-Order-Key` to open the order. */
            orderKey?: string;
        };
        /** @description A tool an order bought, its price frozen when placed. */
        OrderLine: {
            toolId: string;
            toolsName: string;
            /** @description The variant bought; absent for a tool without variants. */
            variantId?: string;
            /** @description The variant as it was named when the order was placed. */
            variantName?: string;
            /** @description The SKU as it was when the order was placed; absent without one. */
            sku?: string;
            /** @description A kit's parts as they were when the order was placed: what its units took from stock, and a restocked refund gives back. Absent for a line that is no kit. */
            parts?: components["schemas"]["KitPart"][];
            unitPrice: components["schemas"]["Money"];
            quantity: number;
            price: components["schemas"]["Money"];
            discount: components["schemas"]["Money"];
            tax: components["schemas"]["Money"];
            refundedQuantity: number;
            /** @description The tool's picture now; absent once the tool is deleted. */
            image?: string;
        };
        OrderEvent: {
            /** @description placed, payment_started, confirmed (a guest order its email's owner confirmed), paid, ready_for_pickup, shipped, picked_up, cancelled, expired, refund, refunded. */
            kind: string;
            at: components["schemas"]["Time"];
            /** @description `customer`, the admin's email or `shop`. */
            by: string;
            note?: string;
        };
        /** @description An invoice or credit note: its number in its sequence (INV-000042 is 42). */
        DocumentNumber: {
            number: number;
            issuedAt: components["schemas"]["Time"];
        };
        RefundedLine: {
            /** @description The line's place in the order's lines. */
            line: number;
            quantity: number;
            amount: components["schemas"]["Money"];
            /** @description The tax within amount, frozen with the refund. */
            tax: components["schemas"]["Money"];
            restock: boolean;
        };
        /** @description What a refund would give back, before it is made: amount = goods + shipping + tax. */
        RefundQuote: {
            amount: components["schemas"]["Money"];
            /** @description The tools given back, net of their tax. */
            goods: components["schemas"]["Money"];
            /** @description The shipping given back, net of its tax. */
            shipping: components["schemas"]["Money"];
            tax: components["schemas"]["Money"];
            /** @description The tax's name and rate, such as "CA sales tax 7.25 %". */
            taxLabel: string;
            lines: components["schemas"]["RefundedLine"][];
        };
        Refund: {
            /** @description The order's refunds are numbered from 1. */
            n: number;
            amount: components["schemas"]["Money"];
            shipping: components["schemas"]["Money"];
            /** @description The tax within shipping. */
            shippingTax: components["schemas"]["Money"];
            at: components["schemas"]["Time"];
            lines: components["schemas"]["RefundedLine"][];
            creditNote?: components["schemas"]["DocumentNumber"];
        };
        /** @description Where and when a pickup order waits, as its method said when it was placed. */
        Pickup: {
            address: string;
            hours: string;
            readyAt?: components["schemas"]["Time"];
        };
        /** @enum {string} */
        OrderState: "pending" | "paid" | "shipped" | "cancelled" | "expired" | "refunded";
        /** @description One part of a total: what it is, how it reads, its amount (negative for what is taken off). */
        Part: {
            /** @enum {string} */
            kind: "subtotal" | "discount" | "shipping" | "shippingTax" | "tax" | "total";
            /** @description `Subtotal`, `Discount (WELCOME10)`, `Shipping (Express)`, `CA sales tax on shipping`, `CA sales tax included`, `Total`. */
            label: string;
            amount: components["schemas"]["Money"];
        };
        /** @enum {string} */
        OrderAction: "pay" | "cancel" | "ship" | "markReady" | "markPickedUp" | "refund" | "delete" | "review" | "buyAgain";
        Order: {
            /** @description The order's id ("" in a quote). */
            _id: string;
            /** @description The short number, `#3FA2B9C1`. */
            orderNumber: string;
            /** @description An order of one line: its tool. */
            toolId?: string;
            /** @description An order of several lines sums them up. */
            toolsName: string;
            customerName: string;
            email: string;
            /** @description Placed by guest checkout. */
            guest: boolean;
            /** @description A guest order its email's owner confirmed (POST /orders/{id}/confirm); absent when not. */
            confirmed?: boolean;
            /** @description The caller opened the order with a confirm link and must confirm it before paying it; absent when not. */
            confirmFirst?: boolean;
            /** @description The delivery as one line. */
            address: string;
            /** @description The phone. */
            number: string;
            company?: string;
            line1?: string;
            line2?: string;
            city?: string;
            postalCode?: string;
            /** @description Units in all. */
            quantity: number;
            /** @description An order of one line: its unit price. */
            unitPrice?: components["schemas"]["Money"];
            subtotal: components["schemas"]["Money"];
            discount: components["schemas"]["Money"];
            shipping: components["schemas"]["Money"];
            shippingTax: components["schemas"]["Money"];
            tax: components["schemas"]["Money"];
            /** @description The total. */
            price: components["schemas"]["Money"];
            /** @description The parts of the total as every page, mail and document shows them, in their order. */
            parts: components["schemas"]["Part"][];
            /** @description What the caller may do to the order now (none in a quote). */
            actions: components["schemas"]["OrderAction"][];
            /** @description The prices held their tax. */
            taxIncluded: boolean;
            code?: string;
            shippingMethod?: string;
            taxName?: string;
            country?: string;
            region?: string;
            taxCountry: string;
            taxRegion: string;
            state: components["schemas"]["OrderState"];
            transactionId: string;
            lines: components["schemas"]["OrderLine"][];
            refunds: components["schemas"]["Refund"][];
            /** @description Given back so far. */
            refunded: components["schemas"]["Money"];
            invoice?: components["schemas"]["DocumentNumber"];
            carrier?: string;
            trackingNumber?: string;
            shippedAt?: components["schemas"]["Time"];
            pickup?: components["schemas"]["Pickup"];
            createdAt: components["schemas"]["Time"];
            /** @description While pending: when its hold ends. */
            expiresAt?: components["schemas"]["Time"];
            /** @description Paid or shipped. */
            paid: boolean;
            /** @description Shipped. */
            status: boolean;
            /** @description The order's history, oldest first (`GET /orders/{id}` only). */
            events?: components["schemas"]["OrderEvent"][];
        };
        /** @description Buy Now (the purchase form): the checkout of one tool and quantity, with the checkout's fields; what else is required depends on the method and the country, as for `POST /checkout` (see docs/API.md). */
        NewOrder: {
            toolId: components["schemas"]["Id"];
            /** @description The variant bought: required for a tool with variants, absent for one without. */
            variantId?: components["schemas"]["Id"];
            /** @description Below 1: "Less than minimum order". */
            quantity: number;
            /** @description The recipient; the account's name when left out. */
            customerName?: string;
            company?: string;
            /** @description The street. */
            line1?: string;
            line2?: string;
            city?: string;
            /** @description ISO 3166-2 code within the country (`CA`, `US-CA`). */
            region?: string;
            /** @description Checked against the country's pattern. */
            postalCode?: string;
            /** @description ISO 3166-1 alpha-2 code (`US`). */
            country?: string;
            /** @description The phone. */
            number?: string;
            /** @description Ignored: the server writes the one-line address from the fields. */
            address?: string;
            addressId?: components["schemas"]["Id"];
            /** @description Add the address typed to the book with the order. */
            saveAddress?: boolean;
            shippingMethodId?: components["schemas"]["Id"];
            /** @description A discount code; none when absent (the cart's code is for the cart). */
            code?: string;
            /** @description A guest's (no bearer token): required, the order belongs to it. */
            email?: components["schemas"]["Email"];
        };
        /** @description The order Buy Now would place: the tool and quantity, and the checkout's fields, which a quote may leave out as `POST /checkout/quote` may. */
        PurchaseQuote: {
            toolId: components["schemas"]["Id"];
            /** @description The variant bought: required for a tool with variants, absent for one without. */
            variantId?: components["schemas"]["Id"];
            /** @description Below 1: "Less than minimum order". */
            quantity: number;
            /** @description The recipient; the account's name when left out. */
            customerName?: string;
            company?: string;
            /** @description The street. */
            line1?: string;
            line2?: string;
            city?: string;
            /** @description ISO 3166-2 code within the country (`CA`, `US-CA`). */
            region?: string;
            /** @description Checked against the country's pattern. */
            postalCode?: string;
            /** @description ISO 3166-1 alpha-2 code (`US`). */
            country?: string;
            /** @description The phone. */
            number?: string;
            /** @description Ignored: the server writes the one-line address from the fields. */
            address?: string;
            addressId?: components["schemas"]["Id"];
            /** @description Add the address typed to the book with the order. */
            saveAddress?: boolean;
            shippingMethodId?: components["schemas"]["Id"];
            /** @description A discount code; none when absent (the cart's code is for the cart). */
            code?: string;
            /** @description A guest's (no bearer token): required, the order belongs to it. */
            email?: components["schemas"]["Email"];
        };
        Shipment: {
            carrier?: string;
            trackingNumber?: string;
        };
        /** @description Units of some lines to refund; no body refunds the whole paid order. */
        RefundRequest: {
            lines?: {
                toolId: components["schemas"]["Id"];
                /** @description The line's variant, for a line that has one. */
                variantId?: components["schemas"]["Id"];
                quantity: number;
                /** @description Put the units back on the shelf (a kit's parts). */
                restock?: boolean;
            }[];
        };
        PaymentReport: {
            /** @description When sent, the path's id. */
            orderId?: components["schemas"]["Id"];
            transaction: string;
        };
        User: {
            _id: components["schemas"]["Id"];
            email: string;
            name: string;
            /** @enum {string} */
            role: "admin" | "";
            verified: boolean;
            disabled: boolean;
            /** @description How many live API keys the account made: demoting it revokes them. */
            apiKeys: number;
        };
        /** @description A new account's fields but `name` are "" until its owner fills them in. */
        Profile: {
            /** @description The account's; a request's is ignored. */
            email?: string;
            name: string;
            education: string;
            city: string;
            number: string;
            /** @description A web link (LinkedIn). */
            profile: string;
        };
        /** @description A profile with every field filled in. */
        ProfileChange: components["schemas"]["Profile"] & {
            education?: unknown;
            city?: unknown;
            number?: unknown;
            profile?: unknown;
        };
        SocialLink: {
            name: string;
            /** @description An http(s) link. */
            url: string;
        };
        /** @description The brand colour's accent, as the pages' stylesheet takes it: the colour, a darker one for hover, a pale one for backgrounds; absent for the demo's own. */
        Accent: {
            color: string;
            dark: string;
            soft: string;
        };
        ShopBrand: {
            /** @description The shop's name as customers see it; "" is saved as "Toolshop". */
            displayName: string;
            /** @description An uploaded picture's URL (`/images/u/…`), or "". */
            logo: string;
            /** @description `#rrggbb` with a contrast of 4.5:1 against white, or "". */
            brandColor: string;
            contactEmail: string;
            contactPhone: string;
            socialLinks: components["schemas"]["SocialLink"][];
        };
        /** @description The shop's details, its prices' rules and its brand. */
        ShopSettings: {
            /** @description On invoices. */
            legalName: string;
            address: string;
            taxNumber: string;
            /** @description The shop's home, an ISO 3166-1 code: where pickups are taxed. */
            country: string;
            region: string;
            pricesIncludeTax: boolean;
            shippingTaxed: boolean;
            /**
             * @description Invoices' paper; "" for the home country's.
             * @enum {string}
             */
            paperSize: "" | "letter" | "a4";
            /** @description Mail the owner each order paid; true when left out. */
            notifyOnPaid: boolean;
            /** @description An address the mail of each order paid goes to besides the admins; "" for none. Never shown to customers. */
            noticesEmail: string;
            /** @description Publishes the shopping feed, `GET /feeds/google.xml`; false when left out. */
            feed: boolean;
            /** @description The shop's name as customers see it; "" is saved as "Toolshop". */
            displayName: string;
            /** @description An uploaded picture's URL (`/images/u/…`), or "". */
            logo: string;
            /** @description `#rrggbb` with a contrast of 4.5:1 against white, or "". */
            brandColor: string;
            contactEmail: string;
            contactPhone: string;
            socialLinks: components["schemas"]["SocialLink"][];
        };
        /** @description The shop's settings; the brand is checked field by field. */
        ShopSettingsInput: {
            /** @description On invoices. */
            legalName: string;
            address?: string;
            taxNumber?: string;
            /** @description The shop's home, an ISO 3166-1 code: where pickups are taxed. */
            country: string;
            region?: string;
            pricesIncludeTax?: boolean;
            shippingTaxed?: boolean;
            /**
             * @description Invoices' paper; "" for the home country's.
             * @enum {string}
             */
            paperSize?: "" | "letter" | "a4";
            /** @description Mail the owner each order paid; true when left out. */
            notifyOnPaid?: boolean;
            /** @description An address the mail of each order paid goes to besides the admins; "" for none. Never shown to customers. */
            noticesEmail?: string;
            /** @description Publishes the shopping feed, `GET /feeds/google.xml`; false when left out. */
            feed?: boolean;
            /** @description The shop's name as customers see it; "" is saved as "Toolshop". */
            displayName?: string;
            /** @description An uploaded picture's URL (`/images/u/…`), or "". */
            logo?: string;
            /** @description `#rrggbb` with a contrast of 4.5:1 against white, or "". */
            brandColor?: string;
            contactEmail?: string;
            contactPhone?: string;
            socialLinks?: components["schemas"]["SocialLink"][];
        };
        ShippingMethod: {
            _id: components["schemas"]["Id"];
            name: string;
            price: components["schemas"]["Price"];
            /** @description Free for a discounted subtotal of at least this much; 0 never. */
            freeOver: components["schemas"]["Price"];
            /** @description The ISO 3166-1 codes it delivers to; a delivery needs one. */
            countries: string[];
            pickup: boolean;
            /** @description A pickup's place. */
            address: string;
            /** @description A pickup's opening hours. */
            hours: string;
        };
        ShippingMethodInput: {
            name: string;
            price?: components["schemas"]["Price"];
            /** @description Free for a discounted subtotal of at least this much; 0 never. */
            freeOver?: components["schemas"]["Price"];
            /** @description The ISO 3166-1 codes it delivers to; a delivery needs one. */
            countries?: string[];
            pickup?: boolean;
            /** @description A pickup's place. */
            address?: string;
            /** @description A pickup's opening hours. */
            hours?: string;
        };
        TaxRate: {
            _id: components["schemas"]["Id"];
            /** @description ISO 3166-1 code. */
            country: string;
            /** @description ISO 3166-2 code; "" for the whole country. */
            region: string;
            name: string;
            /** @description Hundredths of a percent: 725 is 7.25 %. */
            rate: number;
            /** @description Not charged: its place was not understood (migration 180). */
            off: boolean;
        };
        TaxRateInput: {
            /** @description ISO 3166-1 code. */
            country: string;
            /** @description ISO 3166-2 code; "" for the whole country. */
            region?: string;
            name: string;
            /** @description Hundredths of a percent: 725 is 7.25 %. */
            rate: number;
        };
        DiscountCode: {
            _id: components["schemas"]["Id"];
            /** @description Letters, digits, - and _; kept in capitals. */
            code: string;
            /** @enum {string} */
            kind: "percent" | "amount" | "free_shipping";
            /** @description For `percent`: hundredths of a percent (1500 is 15 %). */
            percent: number;
            /** @description For `amount`: off the subtotal. */
            amount: components["schemas"]["Price"];
            minSubtotal: components["schemas"]["Price"];
            startsAt?: components["schemas"]["Time"];
            endsAt?: components["schemas"]["Time"];
            /** @description 0: no limit. */
            maxUses: number;
            /** @description 0: no limit. */
            maxUsesPerCustomer: number;
            active: boolean;
            /** @description The orders holding it, not cancelled or expired. */
            uses: number;
        };
        DiscountCodeInput: {
            /** @description Letters, digits, - and _; kept in capitals. */
            code: string;
            /** @enum {string} */
            kind: "percent" | "amount" | "free_shipping";
            /** @description For `percent`: hundredths of a percent (1500 is 15 %). */
            percent?: number;
            /** @description For `amount`: off the subtotal. */
            amount?: components["schemas"]["Price"];
            minSubtotal?: components["schemas"]["Price"];
            startsAt?: components["schemas"]["Time"];
            endsAt?: components["schemas"]["Time"];
            /** @description 0: no limit. */
            maxUses?: number;
            /** @description 0: no limit. */
            maxUsesPerCustomer?: number;
            active?: boolean;
        };
        /** @description The deal of the day. */
        Deal: {
            /** @description The deal's tool; "" ends the deal. */
            toolId: string;
            /** @description The deal's variant; absent for a tool without variants. */
            variantId?: string;
            price: components["schemas"]["Money"];
            endsAt: components["schemas"]["Time"];
        };
        /** @description The deal the home page shows: the deal set while it runs on a tool the shop has, else the spec's (the tool named `UNIVERSAL WRENCH 9/32MM` at $550, ending 10,000,000 ms after the answer). The page shows the time left until `endsAt` and asks again then. */
        DealOfTheDay: {
            /** @description The tool to buy; "" when the shop has no such tool. */
            toolId: string;
            /** @description The variant to buy, for a deal on one. */
            variantId?: components["schemas"]["Id"];
            name: string;
            /** @description The tool's picture; absent without one. */
            image?: string;
            price: components["schemas"]["Money"];
            endsAt: components["schemas"]["Time"];
        };
        DealInput: {
            /** @description A tool's id, or "" to end the deal. */
            toolId: string;
            /** @description Required for a tool with variants: the variant the deal prices. */
            variantId?: components["schemas"]["Id"];
            /** @description The unit price while the deal runs. */
            price?: components["schemas"]["Price"];
            /** @description In the future. */
            endsAt?: components["schemas"]["Time"];
        };
        Place: {
            code: string;
            name: string;
        };
        /** @description The home page's words, the footer and the menu. */
        Content: {
            hero: {
                title: string;
                text: string;
                button: string;
                link: string;
            };
            trustBand: {
                hidden: boolean;
                items: {
                    figure: string;
                    label: string;
                }[];
            };
            about: {
                title: string;
                text: string;
            }[];
            footer: {
                title: string;
                links: {
                    label: string;
                    /** @description A web link, a path of the shop's own, `mailto:` one address (no headers) or `tel:` a number in its global form (`tel:+15550100199`, digits and - . ( ) after the +). */
                    href: string;
                }[];
            }[];
            menu: {
                blogs: boolean;
                portfolio: boolean;
            };
            copyright: string;
        };
        /**
         * @description One of the shop's pages.
         * @enum {string}
         */
        PageSlug: "about" | "contact" | "shipping" | "returns" | "terms" | "privacy";
        ShopPage: {
            slug: components["schemas"]["PageSlug"];
            title: string;
            markdown: string;
            published: boolean;
        };
        ShopPageInput: {
            title: string;
            markdown?: string;
            published?: boolean;
        };
        PublishedPage: {
            slug: components["schemas"]["PageSlug"];
            title: string;
            /** @description The Markdown as safe HTML. */
            html: string;
        };
        /** @description The Overview's figures for a period (money in dollars). */
        Stats: {
            from: components["schemas"]["Time"];
            to: components["schemas"]["Time"];
            /** @enum {string} */
            bucket: "day" | "month";
            revenue: components["schemas"]["Money"];
            paid: components["schemas"]["Money"];
            refunded: components["schemas"]["Money"];
            orders: number;
            units: number;
            unitsRefunded: number;
            netSales: components["schemas"]["Money"];
            taxCollected: components["schemas"]["Money"];
            shipping: components["schemas"]["Money"];
            discounts: components["schemas"]["Money"];
            taxByName: {
                name: string;
                tax: components["schemas"]["Money"];
            }[];
            series: {
                start: components["schemas"]["Time"];
                revenue: components["schemas"]["Money"];
                orders: number;
            }[];
            /** @description The orders placed in the period by their state now. */
            ordersByState: {
                [key: string]: number;
            };
            topTools: {
                toolId: string;
                name: string;
                revenue: components["schemas"]["Money"];
                units: number;
            }[];
            lowStock: {
                _id: components["schemas"]["Id"];
                /** @description The variant low on stock; absent for a tool without variants (`name` names the variant too). */
                variantId?: components["schemas"]["Id"];
                name: string;
                availableQuantity: number;
                threshold: number;
            }[];
            lowStockThreshold: number;
            expiring: components["schemas"]["Order"][];
            stockAlerts: {
                _id: components["schemas"]["Id"];
                toolId: string;
                /** @description The variant whose stock it is; absent for a tool without variants (`toolName` names the variant too). */
                variantId?: string;
                toolName: string;
                stock: number;
                threshold: number;
                at: components["schemas"]["Time"];
                mailedAt: components["schemas"]["Time"] | null;
            }[];
            /** @description The damage an integrity check found; absent without. */
            databaseDamage?: string;
        };
        StatsSettings: {
            /** @description 0: twice each tool's minimum order. */
            lowStockThreshold: number;
        };
        Status: {
            /** @constant */
            status: "ok";
        };
        /** @description What the server offers the pages. */
        PublicConfig: {
            payments: {
                /** @enum {string} */
                provider: "sandbox" | "stripe";
                /** @description Stripe's, for Stripe.js. */
                publishableKey?: string;
            };
            googleSignIn: boolean;
            pricesIncludeTax: boolean;
            /** @description The shopping feed's address (`GET /feeds/google.xml`) at the shop's public URL, whether the feed is on or not. */
            feedUrl: string;
            shop: components["schemas"]["ShopBrand"] & {
                accent?: components["schemas"]["Accent"];
                /** @description The published pages. */
                pages: {
                    slug: components["schemas"]["PageSlug"];
                    title: string;
                }[];
            };
        };
    };
    responses: {
        /** @description Bad input: a malformed body, id or parameter, or a refused field (named in `fields`). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No token, or one that is bad, expired, of an ended session or of a disabled account. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not allowed: not an admin, not the caller's own, an admin where only customers buy, or an API key where keys cannot be used or without the scope. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Nothing of that id (or the service is off). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The shop's state refuses it (the message says why). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The card was refused. */
        PaymentRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is larger than 1 MiB (5 MB for files). */
        TooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many attempts: try again later. */
        TooMany: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 500 `Internal error.`, or 503 with `Retry-After` while the shop cannot save changes. */
        ServerError: {
            headers: {
                /** @description Seconds to wait (503). */
                "Retry-After"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `If-None-Match` named the answer's ETag: no body. */
        NotModified: {
            headers: {
                ETag: components["headers"]["ETag"];
                [name: string]: unknown;
            };
            content?: never;
        };
    };
    parameters: {
        id: components["schemas"]["Id"];
        /** @description An account's email. */
        email: string;
        slug: components["schemas"]["PageSlug"];
        /** @description Words that must each begin a word of the tool's name, description, brand or SKU; at most 200 characters and 10 words. */
        searchWords: string;
        /** @description A category's slug or name. */
        searchCategory: string;
        /** @description A brand's slug or name; repeated, any of them. */
        searchBrand: string[];
        searchInStock: boolean;
        /** @description A specification or option, `Name:Value` (`Voltage:18V`), compared ignoring case and spaces; repeated, values of one name are alternatives and different names must all hold. Up to 30. */
        searchSpec: string[];
        /** @description The least price charged now, in dollars: the deal's during a deal, a tool's lowest variant's. */
        searchPriceMin: number;
        /** @description The most price charged now, in dollars; at least priceMin. */
        searchPriceMax: number;
        /** @description The least average rating of the tool's reviews, 1 to 5. */
        searchRatingMin: number;
        /** @description Items per page, 1 to 100. */
        limit: number;
        /** @description Items to skip. */
        offset: number;
        /** @description Text to search for, at most 200 characters. */
        q: string;
        /** @description Only orders in that state. */
        state: components["schemas"]["OrderState"];
        /** @description One customer's orders, by email. */
        customer: string;
        /** @description A day (`YYYY-MM-DD`, UTC) or an RFC 3339 time. */
        from: string;
        /** @description A day (`YYYY-MM-DD`, UTC, included) or an RFC 3339 time. */
        to: string;
        /** @description An ETag of an earlier answer: 304 while it holds. */
        IfNoneMatch: string;
        /** @description The same key sent again within 24 hours by the same buyer with the same request answers the order it made; any other request with it is 409. The shop keeps only its hash. */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: {
        /** @description How many items the list holds in all. */
        XTotalCount: number;
        /** @description The next page's address, `</tools?limit=24&offset=24>; rel="next"`, when `limit` is given and more follow. */
        Link: string;
        /** @description The answer's tag (a hash of its bytes): send it back in `If-None-Match`. */
        ETag: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    signup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Signup"];
            };
        };
        responses: {
            /** @description Created, signed in: exchange the identity token at `PUT /user/{email}`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Identity"];
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listAPIKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["APIKey"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createAPIKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description One line, unique among the keys not revoked. */
                    name: string;
                    scopes: components["schemas"]["Scope"][];
                    /**
                     * Format: date-time
                     * @description When the key stops working; null or left out for never.
                     */
                    expiresAt?: string | null;
                };
            };
        };
        responses: {
            /** @description Created: the key's id and its secret. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        insertedId: components["schemas"]["Id"];
                        secret: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    revokeAPIKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointInput"];
            };
        };
        responses: {
            /** @description Created: the endpoint's id and its signing secret. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        acknowledged: true;
                        insertedId: components["schemas"]["Id"];
                        secret: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointInput"];
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Modified"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["XTotalCount"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created: the test event's delivery. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Created"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    resendWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Due now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Modified"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createFirstAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    /** @description One line. */
                    name: string;
                    email: components["schemas"]["Email"];
                    /** @description Not one of the most common passwords. */
                    password: string;
                };
            };
        };
        responses: {
            /** @description Created and signed in. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiToken"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: components["schemas"]["Email"];
                    password: string;
                    /** @description Only for an admin asked for one (a 400 naming `newPassword`): 12 characters or more, not a common password. Ignored for anyone else. */
                    newPassword?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Identity"];
                };
            };
            /** @description A refused field; or an admin's password too short or common for an admin, without a `newPassword` or with one that fails the same rule (`fields.newPassword`): no token, nothing changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    exchangeToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An account's email. */
                email: components["parameters"]["email"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    email?: components["schemas"]["Email"];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiToken"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    rename: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Modified"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiToken"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ended"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    endSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ended"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    endOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ended"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: components["schemas"]["Email"];
                };
            };
        };
        responses: {
            /** @description Accepted. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    confirmPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Identity"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: components["schemas"]["Email"];
                        /** @constant */
                        verified: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    resendVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listTools: {
        parameters: {
            query?: {
                /** @description Words that must each begin a word of the tool's name, description, brand or SKU; at most 200 characters and 10 words. */
                q?: components["parameters"]["searchWords"];
                /** @description A category's slug or name. */
                category?: components["parameters"]["searchCategory"];
                /** @description A brand's slug or name; repeated, any of them. */
                brand?: components["parameters"]["searchBrand"];
                inStock?: components["parameters"]["searchInStock"];
                /** @description A specification or option, `Name:Value` (`Voltage:18V`), compared ignoring case and spaces; repeated, values of one name are alternatives and different names must all hold. Up to 30. */
                spec?: components["parameters"]["searchSpec"];
                /** @description The least price charged now, in dollars: the deal's during a deal, a tool's lowest variant's. */
                priceMin?: components["parameters"]["searchPriceMin"];
                /** @description The most price charged now, in dollars; at least priceMin. */
                priceMax?: components["parameters"]["searchPriceMax"];
                /** @description The least average rating of the tool's reviews, 1 to 5. */
                ratingMin?: components["parameters"]["searchRatingMin"];
                sort?: "price" | "-price" | "name" | "newest";
                /** @description Items per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An ETag of an earlier answer: 304 while it holds. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["XTotalCount"];
                    Link: components["headers"]["Link"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tool"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createTool: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewTool"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Created"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listFacets: {
        parameters: {
            query?: {
                /** @description Words that must each begin a word of the tool's name, description, brand or SKU; at most 200 characters and 10 words. */
                q?: components["parameters"]["searchWords"];
                /** @description A category's slug or name. */
                category?: components["parameters"]["searchCategory"];
                /** @description A brand's slug or name; repeated, any of them. */
                brand?: components["parameters"]["searchBrand"];
                inStock?: components["parameters"]["searchInStock"];
                /** @description A specification or option, `Name:Value` (`Voltage:18V`), compared ignoring case and spaces; repeated, values of one name are alternatives and different names must all hold. Up to 30. */
                spec?: components["parameters"]["searchSpec"];
                /** @description The least price charged now, in dollars: the deal's during a deal, a tool's lowest variant's. */
                priceMin?: components["parameters"]["searchPriceMin"];
                /** @description The most price charged now, in dollars; at least priceMin. */
                priceMax?: components["parameters"]["searchPriceMax"];
                /** @description The least average rating of the tool's reviews, 1 to 5. */
                ratingMin?: components["parameters"]["searchRatingMin"];
            };
            header?: {
                /** @description An ETag of an earlier answer: 304 while it holds. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Facets"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getSearchFilters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchFiltersChoice"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    putSearchFilters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SearchFilters"];
            };
        };
        responses: {
            /** @description The filters kept. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchFiltersChoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getTool: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag of an earlier answer: 304 while it holds. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tool"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteTool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateTool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ToolChanges"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Modified"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateVariant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
                variantId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VariantChanges"];
            };
        };
        responses: {
            /** @description The tool, with the variant changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tool"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listCategories: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag of an earlier answer: 304 while it holds. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"][];
                };
            };
            304: components["responses"]["NotModified"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: components["schemas"]["CategoryDescription"];
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Created"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: components["schemas"]["CategoryDescription"];
                };
            };
        };
        responses: {
            /** @description The category as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listBrands: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag of an earlier answer: 304 while it holds. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Brand"][];
                };
            };
            304: components["responses"]["NotModified"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getSearchSynonyms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SynonymSet"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    putSearchSynonyms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SynonymSet"][];
            };
        };
        responses: {
            /** @description The sets as kept: each phrase its words, lowercase, joined by one space, once in its set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SynonymSet"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    exportTools: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalogue, oldest tool first, downloaded as `tools.csv`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    importTools: {
        parameters: {
            query?: {
                /** @description `true`: answer what each line would do, changing nothing. */
                dryRun?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A catalogue file, CSV, at most 5 MB. */
        requestBody: {
            content: {
                "text/csv": string;
            };
        };
        responses: {
            /** @description What each line did (`applied: true`) or would do. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ToolImport"];
                };
            };
            /** @description A file that is no such CSV, or refused lines: nothing was imported. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportRefused"] | components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Every refused line is refused for a SKU another tool or line has: nothing was imported. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportRefused"];
                };
            };
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    uploadPicture: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The picture file as it is, at most 5 MB. */
        requestBody: {
            content: {
                "*/*": unknown;
            };
        };
        responses: {
            /** @description Stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Picture"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listReviews: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["offset"];
                hidden?: boolean;
            };
            header?: {
                /** @description An ETag of an earlier answer: 304 while it holds. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["XTotalCount"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"][];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createReview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Ignored. */
                    name?: string;
                    ratings: number;
                    description: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Created"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getMyReview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listToolReviews: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["offset"];
                hidden?: boolean;
            };
            header?: {
                /** @description An ETag of an earlier answer: 304 while it holds. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["XTotalCount"];
                    Link: components["headers"]["Link"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ToolReviews"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createToolReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ToolReviewText"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Created"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getMyToolReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ToolReview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateToolReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ToolReviewText"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Modified"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteToolReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    hideToolReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hidden: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Modified"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    hideReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hidden: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Modified"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cart; the page without a token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cart"];
                    "text/html": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    clearCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cart"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    setCartLine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                toolId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    quantity: number;
                    /** @description The variant: required for a tool with variants. Each variant is a line of its own. */
                    variantId?: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    mergeCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartItems"];
            };
        };
        responses: {
            /** @description The cart with `changes`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    quoteCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartItems"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cart"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    setCartCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cart"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    clearCartCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cart"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    checkout: {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key sent again within 24 hours by the same buyer with the same request answers the order it made; any other request with it is 409. The shop keeps only its hash. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Checkout"];
            };
        };
        responses: {
            /** @description Placed, the cart emptied; a guest's new order answers its `orderKey`, a retried one (same `Idempotency-Key`) none: its link is in the placement mail. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    quoteCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Checkout"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Address"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    addAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Created"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Modified"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    resendGuestLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: components["schemas"]["Email"];
                    /** @description As the pages show it, `#3FA2B9C1`; the # optional, any case. */
                    orderNumber: string;
                };
            };
        };
        responses: {
            /** @description Accepted. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    googleFeed: {
        parameters: {
            query?: never;
            header?: {
                "If-None-Match"?: string;
                "If-Modified-Since"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed. */
            200: {
                headers: {
                    ETag?: string;
                    "Last-Modified"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/rss+xml": string;
                };
            };
            /** @description The client's copy is the feed as it is. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getShop: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    putShop: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShopSettingsInput"];
            };
        };
        responses: {
            /** @description The settings saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listShippingMethods: {
        parameters: {
            query?: {
                /** @description An ISO 3166-1 code; pickups serve all. Absent: every method. */
                country?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingMethod"][];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    listPlaces: {
        parameters: {
            query?: {
                /** @description An ISO 3166-1 code: its regions instead. */
                country?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Place"][];
                };
            };
            400: components["responses"]["BadRequest"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    adminShippingMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingMethod"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createShippingMethod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShippingMethodInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Created"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateShippingMethod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShippingMethodInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Modified"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteShippingMethod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    adminTaxRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxRate"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createTaxRate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaxRateInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Created"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateTaxRate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaxRateInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Modified"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteTaxRate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    adminDiscountCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscountCode"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createDiscountCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DiscountCodeInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Created"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateDiscountCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DiscountCodeInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Modified"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteDiscountCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getDeal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DealOfTheDay"] | null;
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    adminDeal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deal"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    putDeal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DealInput"];
            };
        };
        responses: {
            /** @description The deal saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getContent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Content"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    getAdminContent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Content"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    putContent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Content"];
            };
        };
        responses: {
            /** @description The content saved, trimmed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Content"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listPages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopPage"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["slug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    putPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["slug"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShopPageInput"];
            };
        };
        responses: {
            /** @description The page saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deletePage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["slug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deleted"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getPublishedPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["parameters"]["slug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublishedPage"];
                };
            };
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listMyOrders: {
        parameters: {
            query?: {
                /** @description The caller's own email (admins: anyone's). */
                email?: string;
                /** @description Only orders in that state. */
                state?: components["parameters"]["state"];
                /** @description Text to search for, at most 200 characters. */
                q?: components["parameters"]["q"];
                /** @description One customer's orders, by email. */
                customer?: components["parameters"]["customer"];
                /** @description Items per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["XTotalCount"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    placeOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key sent again within 24 hours by the same buyer with the same request answers the order it made; any other request with it is 409. The shop keeps only its hash. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewOrder"];
            };
        };
        responses: {
            /** @description Placed, holding its stock until it is paid or expires; a guest's new order answers its `orderKey`, a retried one (same `Idempotency-Key`) none. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    quotePurchase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PurchaseQuote"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 0 if already cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    payOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentReport"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modifiedCount: number;
                        transactionId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listUnconfirmedOrders: {
        parameters: {
            query?: {
                /** @description Items per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["XTotalCount"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    confirmGuestOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 0 if already confirmed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Modified"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listAllOrders: {
        parameters: {
            query?: {
                /** @description Only orders in that state. */
                state?: components["parameters"]["state"];
                /** @description Text to search for, at most 200 characters. */
                q?: components["parameters"]["q"];
                /** @description One customer's orders, by email. */
                customer?: components["parameters"]["customer"];
                /** @description Items per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["XTotalCount"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    shipOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["Shipment"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Modified"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    readyOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Modified"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    pickUpOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Modified"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    deleteUnpaidOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    refundOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RefundRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Modified"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    quoteRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RefundRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundQuote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    exportOrders: {
        parameters: {
            query?: {
                /** @description A day (`YYYY-MM-DD`, UTC) or an RFC 3339 time. */
                from?: components["parameters"]["from"];
                /** @description A day (`YYYY-MM-DD`, UTC, included) or an RFC 3339 time. */
                to?: components["parameters"]["to"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per order line, downloaded as `orders.csv`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    exportDocuments: {
        parameters: {
            query?: {
                /** @description A day (`YYYY-MM-DD`, UTC) or an RFC 3339 time. */
                from?: components["parameters"]["from"];
                /** @description A day (`YYYY-MM-DD`, UTC, included) or an RFC 3339 time. */
                to?: components["parameters"]["to"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per document line, downloaded as `documents.csv`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF, to download. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getCreditNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["id"];
                /** @description `{n}.pdf`, n the refund's number (1, 2…). */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF, to download. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooMany"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    createPaymentIntent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientSecret: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    confirmSandboxPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clientSecret: string;
                    /** @description Spaces allowed. */
                    number: string;
                    expMonth: number;
                    expYear: number;
                    cvc: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        transactionId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    stripeWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        received: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    isAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An account's email. */
                email: components["parameters"]["email"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        admin: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description Text to search for, at most 200 characters. */
                q?: components["parameters"]["q"];
                /** @description Items per page, 1 to 100. */
                limit?: components["parameters"]["limit"];
                /** @description Items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Total-Count": components["headers"]["XTotalCount"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    makeAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An account's email. */
                email: components["parameters"]["email"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Modified"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    removeAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An account's email. */
                email: components["parameters"]["email"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Modified"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    disableUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An account's email. */
                email: components["parameters"]["email"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Modified"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    enableUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An account's email. */
                email: components["parameters"]["email"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Modified"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An account's email. */
                email: components["parameters"]["email"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"] & {
                        email: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An account's email. */
                email: components["parameters"]["email"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileChange"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Modified"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getStats: {
        parameters: {
            query?: {
                /** @description A day (`YYYY-MM-DD`, UTC) or an RFC 3339 time. */
                from?: components["parameters"]["from"];
                /** @description A day (`YYYY-MM-DD`, UTC, included) or an RFC 3339 time. */
                to?: components["parameters"]["to"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Stats"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatsSettings"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatsSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    healthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Status"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    readyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Status"];
                };
            };
            /** @description Not ready, and why. */
            503: {
                headers: {
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    config: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicConfig"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    openapi: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag of an earlier answer: 304 while it holds. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The API's OpenAPI 3.1 document. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            304: components["responses"]["NotModified"];
            "5XX": components["responses"]["ServerError"];
        };
    };
}
