//! Merging a property given twice in one node (`B[aa]C[x]B[bb]` → `B[aa][bb]C[x]`).
//!
//! Nothing is dropped: the values of every repetition are appended to the
//! first occurrence, in file order. Runs during parsing on the node just read,
//! whose properties and values are the tails of the arena's vectors.

use super::{GameTree, PropData, Span, Stored};
use std::collections::HashMap;

/// Nodes with up to this many properties are checked pairwise; larger ones by sorting.
const PAIRWISE_LIMIT: usize = 8;

impl GameTree {
    /// Whether the last node needs no repair: no property repeated, none with several values.
    pub(crate) fn last_node_is_simple(&self) -> bool {
        let Some(props) = self.nodes.last().and_then(|n| self.props.get(n.props.range())) else { return true };
        props.iter().all(|p| p.values.len() <= 1) && !self.has_duplicates(props)
    }

    /// Merges repeated properties of the last node; returns each repetition's identifier and offset.
    pub(crate) fn merge_duplicates_in_last_node(&mut self) -> Vec<(String, usize)> {
        let Some(range) = self.nodes.last().map(|n| n.props.range()) else { return Vec::new() };
        if range.end != self.props.len() {
            return Vec::new();
        }
        let Some(props) = self.props.get(range.clone()) else { return Vec::new() };
        if !self.has_duplicates(props) {
            return Vec::new();
        }
        let old: Vec<PropData> = props.to_vec();
        let mut order: Vec<(Span, Vec<Span>, Stored)> = Vec::new();
        let mut index: HashMap<String, usize> = HashMap::new();
        let mut repeated = Vec::new();
        for prop in &old {
            let ident = self.str_at(prop.ident).to_owned();
            let values = self.value_spans(prop).to_vec();
            match index.get(&ident) {
                Some(&i) => {
                    if let Some(group) = order.get_mut(i) {
                        group.1.extend(values);
                    }
                    if let Some(offset) = prop.position.offset() {
                        repeated.push((ident, offset));
                    }
                }
                None => {
                    index.insert(ident, order.len());
                    order.push((prop.ident, values, prop.position));
                }
            }
        }
        self.props.truncate(range.start);
        for (ident, values, position) in order {
            let start = self.values_len();
            self.values.extend(values);
            self.props.push(PropData { ident, values: Span { start, end: self.values_len() }, position });
        }
        let end = self.props_len();
        if let Some(node) = self.nodes.last_mut() {
            node.props.end = end;
        }
        repeated
    }

    /// The identifier and offset of each property of the last node with more than one value.
    pub(crate) fn props_of_last_node_with_several_values(&self) -> Vec<(String, usize)> {
        let Some(node) = self.nodes.last() else { return Vec::new() };
        self.prop_data(node)
            .iter()
            .filter(|p| p.values.len() > 1)
            .filter_map(|p| Some((self.str_at(p.ident).to_owned(), p.position.offset()?)))
            .collect()
    }

    fn has_duplicates(&self, props: &[PropData]) -> bool {
        if props.len() < 2 {
            return false;
        }
        if props.len() <= PAIRWISE_LIMIT {
            let text = self.text.as_bytes();
            let ident = |p: &PropData| text.get(p.ident.range()).unwrap_or_default();
            return props.iter().enumerate().any(|(i, a)| props.iter().skip(i + 1).any(|b| ident(a) == ident(b)));
        }
        let mut idents: Vec<&str> = props.iter().map(|p| self.str_at(p.ident)).collect();
        idents.sort_unstable();
        idents.windows(2).any(|w| w.first() == w.last())
    }
}
