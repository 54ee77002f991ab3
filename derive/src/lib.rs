//! `#[derive(ArchiveSchema)]`: the description of a type's archived layout that
//! shapeshift hashes into a snapshot's schema hash.
//!
//! The derive writes what the engine's `schema` module documents: the type's
//! name, then for a struct its fields in order (a tuple struct's by index), for
//! an enum its variants in order (with an explicit discriminant, which rkyv
//! keeps in the archived tag) and their fields. Each field is described by its
//! type's own `ArchiveSchema`, so a change anywhere below shows at the top. The
//! generated impl names `::shapeshift::schema`, which inside the engine resolves
//! through `extern crate self as shapeshift;`.
//!
//! Field attributes are read the way rkyv reads them. A field with
//! `#[rkyv(with = Skip)]` is archived as `()` and left out. Any other `with`
//! wrapper is an error: it replaces the field's archived type, and the
//! description would follow the declared type instead. Everything else under
//! `#[rkyv(...)]` does not change the layout and is ignored.

use proc_macro::TokenStream;
use proc_macro2::TokenStream as TokenStream2;
use quote::{ToTokens, quote};
use syn::ext::IdentExt;
use syn::{Data, DeriveInput, Error, Field, Fields, GenericParam, Token, Type, parse_quote};

/// Derives `shapeshift::schema::ArchiveSchema` for a struct or enum that also
/// derives `rkyv::Archive`. Type parameters get an `ArchiveSchema` bound and are
/// described as generic arguments, as are const parameters.
#[proc_macro_derive(ArchiveSchema, attributes(rkyv))]
pub fn derive_archive_schema(input: TokenStream) -> TokenStream {
    let input = syn::parse_macro_input!(input as DeriveInput);
    expand(&input)
        .unwrap_or_else(Error::into_compile_error)
        .into()
}

/// The impl for `input`, or the first error.
fn expand(input: &DeriveInput) -> syn::Result<TokenStream2> {
    let schema = quote!(::shapeshift::schema);
    let parts = match &input.data {
        Data::Struct(data) => fields(&data.fields)?,
        Data::Enum(data) => {
            let mut parts = TokenStream2::new();
            for variant in &data.variants {
                let mut label = variant.ident.unraw().to_string();
                if let Some((_, discriminant)) = &variant.discriminant {
                    label = format!("{label}={}", discriminant.to_token_stream());
                }
                parts.extend(quote!(out.variant(#label);));
                parts.extend(fields(&variant.fields)?);
            }
            parts
        }
        Data::Union(data) => {
            return Err(Error::new_spanned(
                data.union_token,
                "ArchiveSchema cannot be derived for a union: rkyv does not archive unions",
            ));
        }
    };

    let mut generics = input.generics.clone();
    let mut args = TokenStream2::new();
    for param in &mut generics.params {
        match param {
            GenericParam::Type(param) => {
                param.bounds.push(parse_quote!(#schema::ArchiveSchema));
                let ident = &param.ident;
                args.extend(quote!(out.arg::<#ident>();));
            }
            GenericParam::Const(param) => {
                let ident = &param.ident;
                args.extend(quote!(out.const_arg(#ident);));
            }
            GenericParam::Lifetime(_) => {}
        }
    }
    let (impl_generics, type_generics, where_clause) = generics.split_for_impl();
    let name = &input.ident;
    let label = name.unraw().to_string();
    Ok(quote! {
        #[automatically_derived]
        impl #impl_generics #schema::ArchiveSchema for #name #type_generics #where_clause {
            fn describe(out: &mut #schema::SchemaWriter) {
                out.begin::<Self>(#label);
                #args
                #parts
                out.end();
            }
        }
    })
}

/// Calls writing the archived ones of `fields`, in order.
fn fields(fields: &Fields) -> syn::Result<TokenStream2> {
    let mut calls = TokenStream2::new();
    for (index, field) in fields.iter().enumerate() {
        if skipped(field)? {
            continue;
        }
        let label = match &field.ident {
            Some(ident) => ident.unraw().to_string(),
            None => index.to_string(),
        };
        let ty = &field.ty;
        calls.extend(quote!(out.field::<#ty>(#label);));
    }
    Ok(calls)
}

/// Whether `field` has `#[rkyv(with = Skip)]`; an error for any other wrapper.
fn skipped(field: &Field) -> syn::Result<bool> {
    let mut skip = false;
    let rkyv = field
        .attrs
        .iter()
        .filter(|attr| attr.path().is_ident("rkyv"));
    for attr in rkyv {
        attr.parse_nested_meta(|meta| {
            if meta.path.is_ident("with") {
                let wrapper: Type = meta.value()?.parse()?;
                if !is_skip(&wrapper) {
                    return Err(Error::new_spanned(
                        wrapper,
                        "ArchiveSchema does not support `#[rkyv(with = ...)]` other than \
                         `rkyv::with::Skip`: a wrapper changes the field's archived type, \
                         which the schema cannot see (shapeshift archives fields as \
                         declared; a type that needs a wrapper must implement \
                         ArchiveSchema by hand)",
                    ));
                }
                skip = true;
            } else if meta.input.peek(Token![=]) {
                meta.value()?.parse::<Type>()?;
            } else {
                // `omit_bounds`, `niche`, `attr(...)`: nothing the layout depends on.
                while !meta.input.is_empty() && !meta.input.peek(Token![,]) {
                    meta.input.parse::<proc_macro2::TokenTree>()?;
                }
            }
            Ok(())
        })?;
    }
    Ok(skip)
}

/// Whether `wrapper` names `rkyv::with::Skip` (as `Skip`, `with::Skip` or in full).
fn is_skip(wrapper: &Type) -> bool {
    let path = wrapper.to_token_stream().to_string().replace(' ', "");
    matches!(
        path.trim_start_matches("::"),
        "Skip" | "with::Skip" | "rkyv::with::Skip"
    )
}
