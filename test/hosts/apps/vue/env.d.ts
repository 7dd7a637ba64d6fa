/// <reference types="sq-elements/vue" />
