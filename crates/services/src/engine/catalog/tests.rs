//! The engine list over a real settings table: adding the fake engine (after
//! it answered), testing and removing it, refusing what cannot work, and
//! GNU Go found where Debian installs it.

use super::*;
use crate::engine::test_engines::fake_program;
use crate::test_store::temp_store;
use go_core::ScoringMethod;
use logo_gtp::RulesFit;

async fn catalog() -> (tempfile::TempDir, EngineCatalog, Store) {
    let (dir, store) = temp_store().await;
    (dir, EngineCatalog::new(store.clone(), EngineOptions::default()), store)
}

fn custom_ids(list: &EngineList) -> Vec<&str> {
    list.engines.iter().filter(|e| e.kind == EngineKind::Custom).map(|e| e.id.as_str()).collect()
}

#[tokio::test]
async fn a_chosen_program_is_tested_added_tested_again_and_removed() {
    let (_dir, catalog, _store) = catalog().await;
    assert!(matches!(catalog.test_chosen("").await, Err(AppError::NotNow)), "nothing chosen yet");
    let shown = catalog.choose_program(fake_program());
    assert!(shown.ends_with("fake-gtp"), "{shown}");

    let test = catalog.test_chosen("--name 'My Engine' --version 2.5").await.unwrap();
    assert_eq!((test.identity.name.as_str(), test.identity.version.as_str()), ("My Engine", "2.5"));
    assert_eq!(test.protocol_version, "2");
    assert!(test.commands.contains(&"genmove".to_owned()));

    let list = catalog.add("  Übungsgegner ", "--name 'My Engine'").await.unwrap();
    assert_eq!(custom_ids(&list), ["engine-1"]);
    let added = list.engines.iter().find(|e| e.id == "engine-1").unwrap();
    assert_eq!(added.name, "Übungsgegner");
    assert_eq!(added.args, ["--name", "My Engine"]);
    assert_eq!(added.identity.as_ref().map(|i| i.name.as_str()), Some("My Engine"));
    assert_eq!(list.chosen_program, None, "the chosen program was used up");

    assert_eq!(catalog.test("engine-1").await.unwrap().identity.name, "My Engine");
    let list = catalog.remove("engine-1").await.unwrap();
    assert!(custom_ids(&list).is_empty());
    assert!(matches!(
        catalog.remove("engine-1").await,
        Err(AppError::InvalidArgument { argument: ArgumentName::Engine })
    ));
}

#[tokio::test]
async fn engines_that_do_not_answer_or_cannot_be_split_are_not_added() {
    let (_dir, catalog, store) = catalog().await;
    catalog.choose_program(fake_program());
    let broken = catalog.add("", "--protocol 1").await;
    let Err(AppError::Engine { error: GtpError::Protocol { .. } }) = broken else { panic!("{broken:?}") };
    let unclosed = catalog.add("", "--name 'x").await;
    assert!(matches!(unclosed, Err(AppError::EngineArguments { .. })), "{unclosed:?}");
    catalog.choose_program(PathBuf::from("/nonexistent/engine"));
    assert!(matches!(catalog.add("", "").await, Err(AppError::Engine { error: GtpError::NotFound { .. } })));
    assert_eq!(store.get_setting(stored::ENGINES_KEY).await.unwrap(), None, "nothing was stored");
}

#[tokio::test]
async fn an_unreadable_list_is_kept_and_not_changed() {
    let (_dir, catalog, store) = catalog().await;
    let newer = serde_json::json!({"version": 9, "engines": "from the future"});
    store.set_setting(stored::ENGINES_KEY, &newer).await.unwrap();
    let list = catalog.list().await;
    assert!(list.unreadable);
    assert!(custom_ids(&list).is_empty());
    catalog.choose_program(fake_program());
    assert!(matches!(catalog.add("", "").await, Err(AppError::NotNow)));
    assert_eq!(store.get_setting(stored::ENGINES_KEY).await.unwrap(), Some(newer));
}

#[tokio::test]
async fn gnu_go_is_found_named_and_judged_against_the_rules() {
    let (_dir, catalog, _store) = catalog().await;
    let list = catalog.list().await;
    let gnugo = list.engines.first().expect("GNU Go is installed (Debian package `gnugo`)");
    assert_eq!((gnugo.id.as_str(), gnugo.kind), ("gnugo", EngineKind::GnuGo));
    assert_eq!(gnugo.identity.as_ref().map(|i| i.name.as_str()), Some("GNU Go"));
    assert_eq!(list.gnugo_levels.len(), 10);
    assert_eq!(list.gnugo_levels[0].name_key, "engine.level.first_steps");

    let choice = EngineChoice::GnuGo { level: 3 };
    let EngineProfile::GnuGo(profile) = catalog.profile(&choice).await.unwrap() else { panic!("not GNU Go") };
    assert_eq!(profile.level.number(), 3);
    let japanese = RulesPreset::Japanese.rules();
    assert_eq!(
        catalog.fit(&choice, 9, &japanese, 0).await,
        EngineFit { rules: RulesFit::Exact, max_side: Some(19), size_ok: true }
    );
    assert!(!catalog.fit(&choice, 21, &japanese, 0).await.size_ok);
    let odd_seki = Rules { seki: go_core::SekiPoints::Counted, scoring: ScoringMethod::Territory, ..japanese };
    assert_eq!(
        catalog.fit(&choice, 9, &odd_seki, 0).await.rules,
        RulesFit::Partial { gaps: vec![logo_gtp::RuleGap::Seki] }
    );
    assert!(matches!(
        catalog.profile(&EngineChoice::GnuGo { level: 11 }).await,
        Err(AppError::InvalidArgument { argument: ArgumentName::Level })
    ));
}

#[tokio::test]
async fn an_added_engine_without_a_rules_command_plays_by_its_own_rules() {
    let (_dir, catalog, _store) = catalog().await;
    catalog.choose_program(fake_program());
    catalog.add("Fake", "").await.unwrap();
    let choice = EngineChoice::Custom { id: "engine-1".into() };
    let fit = catalog.fit(&choice, 25, &RulesPreset::Chinese.rules(), 2).await;
    assert_eq!(fit, EngineFit { rules: RulesFit::Unknown, max_side: None, size_ok: true });
    let EngineProfile::Custom(profile) = catalog.profile(&choice).await.unwrap() else { panic!("not custom") };
    assert_eq!(profile.name, "Fake");
    let missing = EngineChoice::Custom { id: "engine-9".into() };
    assert!(matches!(catalog.profile(&missing).await, Err(AppError::InvalidArgument { .. })));
}
