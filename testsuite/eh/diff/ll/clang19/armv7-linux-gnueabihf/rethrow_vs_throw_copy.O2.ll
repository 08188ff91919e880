; ModuleID = 'rethrow_vs_throw_copy.cpp'
source_filename = "rethrow_vs_throw_copy.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

$_ZN4BaseD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN7DerivedD0Ev = comdat any

$_ZNK7Derived4kindEv = comdat any

$_ZN4BaseD0Ev = comdat any

$_ZNK4Base4kindEv = comdat any

$_ZTS7Derived = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTI7Derived = comdat any

$_ZTV7Derived = comdat any

$_ZTV4Base = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS7Derived = linkonce_odr dso_local constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Base }, comdat, align 4
@_ZTI7Derived = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS7Derived, ptr @_ZTI4Base }, comdat, align 4
@.str = private unnamed_addr constant [22 x i8] c"inner %s %d, throw b\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"outer %s %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"inner %s %d, throw;\0A\00", align 1
@_ZTV7Derived = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7Derived, ptr @_ZN4BaseD2Ev, ptr @_ZN7DerivedD0Ev, ptr @_ZNK7Derived4kindEv] }, comdat, align 4
@_ZTV4Base = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Base, ptr @_ZN4BaseD2Ev, ptr @_ZN4BaseD0Ev, ptr @_ZNK4Base4kindEv] }, comdat, align 4
@.str.4 = private unnamed_addr constant [10 x i8] c"Base(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"Base\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"Derived\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"~Base(%d)\0A\00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"Base copy %d -> %d\0A\00", align 1
@str = private unnamed_addr constant [15 x i8] c"wrong: Derived\00", align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = tail call ptr @__cxa_allocate_exception(i32 8) #8
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV4Base, i32 8), ptr %1, align 4, !tbaa !5
  %2 = getelementptr inbounds i8, ptr %1, i32 4
  store i32 1, ptr %2, align 4, !tbaa !8
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1)
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV7Derived, i32 8), ptr %1, align 4, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %1, ptr nonnull @_ZTI7Derived, ptr nonnull @_ZN4BaseD2Ev) #9
          to label %107 unwind label %4

4:                                                ; preds = %0
  %5 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Base
          catch ptr @_ZTI7Derived
  %6 = extractvalue { ptr, i32 } %5, 0
  %7 = extractvalue { ptr, i32 } %5, 1
  %8 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI4Base) #8
  %9 = icmp eq i32 %7, %8
  br i1 %9, label %10, label %31

10:                                               ; preds = %4
  %11 = tail call ptr @__cxa_begin_catch(ptr %6) #8
  %12 = load ptr, ptr %11, align 4, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %12, i32 8
  %14 = load ptr, ptr %13, align 4
  %15 = invoke noundef ptr %14(ptr noundef nonnull align 4 dereferenceable(8) %11)
          to label %16 unwind label %26

16:                                               ; preds = %10
  %17 = getelementptr inbounds i8, ptr %11, i32 4
  %18 = load i32, ptr %17, align 4, !tbaa !8
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %15, i32 noundef %18)
  %20 = tail call ptr @__cxa_allocate_exception(i32 8) #8
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV4Base, i32 8), ptr %20, align 4, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %20, i32 4
  %22 = load i32, ptr %17, align 4, !tbaa !8
  %23 = add nsw i32 %22, 10
  store i32 %23, ptr %21, align 4, !tbaa !8
  %24 = load i32, ptr %17, align 4, !tbaa !8
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %24, i32 noundef %23)
  invoke void @__cxa_throw(ptr nonnull %20, ptr nonnull @_ZTI4Base, ptr nonnull @_ZN4BaseD2Ev) #9
          to label %107 unwind label %26

26:                                               ; preds = %16, %10
  %27 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Derived
          catch ptr @_ZTI4Base
  invoke void @__cxa_end_catch()
          to label %28 unwind label %104

28:                                               ; preds = %26
  %29 = extractvalue { ptr, i32 } %27, 0
  %30 = extractvalue { ptr, i32 } %27, 1
  br label %31

31:                                               ; preds = %28, %4
  %32 = phi i32 [ %30, %28 ], [ %7, %4 ]
  %33 = phi ptr [ %29, %28 ], [ %6, %4 ]
  %34 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Derived) #8
  %35 = icmp eq i32 %32, %34
  br i1 %35, label %36, label %43

36:                                               ; preds = %31
  %37 = tail call ptr @__cxa_begin_catch(ptr %33) #8
  %38 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %39

39:                                               ; preds = %51, %36
  tail call void @__cxa_end_catch()
  %40 = tail call ptr @__cxa_allocate_exception(i32 8) #8
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV4Base, i32 8), ptr %40, align 4, !tbaa !5
  %41 = getelementptr inbounds i8, ptr %40, i32 4
  store i32 2, ptr %41, align 4, !tbaa !8
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2)
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV7Derived, i32 8), ptr %40, align 4, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %40, ptr nonnull @_ZTI7Derived, ptr nonnull @_ZN4BaseD2Ev) #9
          to label %107 unwind label %60

43:                                               ; preds = %31
  %44 = icmp eq i32 %32, %8
  br i1 %44, label %45, label %99

45:                                               ; preds = %43
  %46 = tail call ptr @__cxa_begin_catch(ptr %33) #8
  %47 = load ptr, ptr %46, align 4, !tbaa !5
  %48 = getelementptr inbounds i8, ptr %47, i32 8
  %49 = load ptr, ptr %48, align 4
  %50 = invoke noundef ptr %49(ptr noundef nonnull align 4 dereferenceable(8) %46)
          to label %51 unwind label %55

51:                                               ; preds = %45
  %52 = getelementptr inbounds i8, ptr %46, i32 4
  %53 = load i32, ptr %52, align 4, !tbaa !8
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %50, i32 noundef %53)
  br label %39

55:                                               ; preds = %45
  %56 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %57 unwind label %104

57:                                               ; preds = %55
  %58 = extractvalue { ptr, i32 } %56, 1
  %59 = extractvalue { ptr, i32 } %56, 0
  br label %99

60:                                               ; preds = %39
  %61 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Base
          catch ptr @_ZTI7Derived
  %62 = extractvalue { ptr, i32 } %61, 0
  %63 = extractvalue { ptr, i32 } %61, 1
  %64 = icmp eq i32 %63, %8
  br i1 %64, label %65, label %80

65:                                               ; preds = %60
  %66 = tail call ptr @__cxa_begin_catch(ptr %62) #8
  %67 = load ptr, ptr %66, align 4, !tbaa !5
  %68 = getelementptr inbounds i8, ptr %67, i32 8
  %69 = load ptr, ptr %68, align 4
  %70 = invoke noundef ptr %69(ptr noundef nonnull align 4 dereferenceable(8) %66)
          to label %71 unwind label %75

71:                                               ; preds = %65
  %72 = getelementptr inbounds i8, ptr %66, i32 4
  %73 = load i32, ptr %72, align 4, !tbaa !8
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %70, i32 noundef %73)
  invoke void @__cxa_rethrow() #9
          to label %107 unwind label %75

75:                                               ; preds = %71, %65
  %76 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Derived
  invoke void @__cxa_end_catch()
          to label %77 unwind label %104

77:                                               ; preds = %75
  %78 = extractvalue { ptr, i32 } %76, 1
  %79 = extractvalue { ptr, i32 } %76, 0
  br label %80

80:                                               ; preds = %77, %60
  %81 = phi i32 [ %78, %77 ], [ %63, %60 ]
  %82 = phi ptr [ %79, %77 ], [ %62, %60 ]
  %83 = icmp eq i32 %81, %34
  br i1 %83, label %84, label %99

84:                                               ; preds = %80
  %85 = tail call ptr @__cxa_begin_catch(ptr %82) #8
  %86 = load ptr, ptr %85, align 4, !tbaa !5
  %87 = getelementptr inbounds i8, ptr %86, i32 8
  %88 = load ptr, ptr %87, align 4
  %89 = invoke noundef ptr %88(ptr noundef nonnull align 4 dereferenceable(8) %85)
          to label %90 unwind label %94

90:                                               ; preds = %84
  %91 = getelementptr inbounds i8, ptr %85, i32 4
  %92 = load i32, ptr %91, align 4, !tbaa !8
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %89, i32 noundef %92)
  tail call void @__cxa_end_catch()
  ret i32 0

94:                                               ; preds = %84
  %95 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %96 unwind label %104

96:                                               ; preds = %94
  %97 = extractvalue { ptr, i32 } %95, 1
  %98 = extractvalue { ptr, i32 } %95, 0
  br label %99

99:                                               ; preds = %96, %80, %57, %43
  %100 = phi i32 [ %97, %96 ], [ %81, %80 ], [ %58, %57 ], [ %32, %43 ]
  %101 = phi ptr [ %98, %96 ], [ %82, %80 ], [ %59, %57 ], [ %33, %43 ]
  %102 = insertvalue { ptr, i32 } poison, ptr %101, 0
  %103 = insertvalue { ptr, i32 } %102, i32 %100, 1
  resume { ptr, i32 } %103

104:                                              ; preds = %94, %75, %55, %26
  %105 = landingpad { ptr, i32 }
          catch ptr null
  %106 = extractvalue { ptr, i32 } %105, 0
  tail call void @__clang_call_terminate(ptr %106) #10
  unreachable

107:                                              ; preds = %71, %39, %16, %0
  unreachable
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #1

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV4Base, i32 8), ptr %0, align 4, !tbaa !5
  %2 = getelementptr inbounds i8, ptr %0, i32 4
  %3 = load i32, ptr %2, align 4, !tbaa !8
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %3)
  ret ptr %0
}

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #4 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #8
  tail call void @_ZSt9terminatev() #10
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local void @_ZN7DerivedD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV4Base, i32 8), ptr %0, align 4, !tbaa !5
  %2 = getelementptr inbounds i8, ptr %0, i32 4
  %3 = load i32, ptr %2, align 4, !tbaa !8
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %3)
  tail call void @_ZdlPvj(ptr noundef nonnull %0, i32 noundef 8) #11
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef ptr @_ZNK7Derived4kindEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  ret ptr @.str.6
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local void @_ZN4BaseD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV4Base, i32 8), ptr %0, align 4, !tbaa !5
  %2 = getelementptr inbounds i8, ptr %0, i32 4
  %3 = load i32, ptr %2, align 4, !tbaa !8
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %3)
  tail call void @_ZdlPvj(ptr noundef nonnull %0, i32 noundef 8) #11
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef ptr @_ZNK4Base4kindEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  ret ptr @.str.5
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvj(ptr noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nofree nosync nounwind memory(none) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { noreturn nounwind }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"vtable pointer", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !10, i64 4}
!9 = !{!"_ZTS4Base", !10, i64 4}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !7, i64 0}
