; ModuleID = 'nested_try_in_catch.cpp'
source_filename = "nested_try_in_catch.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZN1ED2Ev = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1E = linkonce_odr hidden constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1E }, comdat, align 4
@.str = private unnamed_addr constant [13 x i8] c"handling %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"nested handling %d while %d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [16 x i8] c"third level %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [35 x i8] c"back in first handler %d, rethrow\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"rethrown %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"E(%d)\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1
@str = private unnamed_addr constant [15 x i8] c"leaving nested\00", align 1
@str.9 = private unnamed_addr constant [4 x i8] c"end\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 1, ptr %1, align 4, !tbaa !2
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1)
  invoke void @__cxa_throw(ptr nonnull %1, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED2Ev) #5
          to label %72 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind label %51

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @_ZTI1E]
  %7 = tail call ptr @llvm.wasm.get.exception(token %6)
  %8 = tail call i32 @llvm.wasm.get.ehselector(token %6)
  %9 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #7
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %50

11:                                               ; preds = %5
  %12 = call ptr @__cxa_begin_catch(ptr %7) #7 [ "funclet"(token %6) ]
  %13 = load i32, ptr %12, align 4, !tbaa !2
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %13) [ "funclet"(token %6) ]
  %15 = call ptr @__cxa_allocate_exception(i32 4) #7 [ "funclet"(token %6) ]
  store i32 2, ptr %15, align 4, !tbaa !2
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2) [ "funclet"(token %6) ]
  invoke void @__cxa_throw(ptr nonnull %15, ptr nonnull @_ZTI1E, ptr nonnull @_ZN1ED2Ev) #5 [ "funclet"(token %6) ]
          to label %72 unwind label %17

17:                                               ; preds = %11
  %18 = catchswitch within %6 [label %19] unwind label %69

19:                                               ; preds = %17
  %20 = catchpad within %18 [ptr @_ZTI1E]
  %21 = tail call ptr @llvm.wasm.get.exception(token %20)
  %22 = tail call i32 @llvm.wasm.get.ehselector(token %20)
  %23 = icmp eq i32 %22, %8
  br i1 %23, label %24, label %46

24:                                               ; preds = %19
  %25 = call ptr @__cxa_begin_catch(ptr %21) #7 [ "funclet"(token %20) ]
  %26 = load i32, ptr %25, align 4, !tbaa !2
  %27 = load i32, ptr %12, align 4, !tbaa !2
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %26, i32 noundef %27) [ "funclet"(token %20) ]
  %29 = call ptr @__cxa_allocate_exception(i32 4) #7 [ "funclet"(token %20) ]
  store i32 3, ptr %29, align 16, !tbaa !7
  invoke void @__cxa_throw(ptr nonnull %29, ptr nonnull @_ZTIi, ptr null) #5 [ "funclet"(token %20) ]
          to label %72 unwind label %30

30:                                               ; preds = %24
  %31 = catchswitch within %20 [label %32] unwind label %66

32:                                               ; preds = %30
  %33 = catchpad within %31 [ptr @_ZTIi]
  %34 = tail call ptr @llvm.wasm.get.exception(token %33)
  %35 = tail call i32 @llvm.wasm.get.ehselector(token %33)
  %36 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #7
  %37 = icmp eq i32 %35, %36
  br i1 %37, label %38, label %42

38:                                               ; preds = %32
  %39 = call ptr @__cxa_begin_catch(ptr %34) #7 [ "funclet"(token %33) ]
  %40 = load i32, ptr %39, align 4, !tbaa !7
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %40) [ "funclet"(token %33) ]
  call void @__cxa_end_catch() #7 [ "funclet"(token %33) ]
  catchret from %33 to label %43

42:                                               ; preds = %32
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %33) ]
          to label %72 unwind label %66

43:                                               ; preds = %38
  %44 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %20) ]
  invoke void @__cxa_end_catch() [ "funclet"(token %20) ]
          to label %45 unwind label %69

45:                                               ; preds = %43
  catchret from %20 to label %47

46:                                               ; preds = %19
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %20) ]
          to label %72 unwind label %69

47:                                               ; preds = %45
  %48 = load i32, ptr %12, align 4, !tbaa !2
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %48) [ "funclet"(token %6) ]
  invoke void @__cxa_rethrow() #5 [ "funclet"(token %6) ]
          to label %72 unwind label %69

50:                                               ; preds = %5
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %6) ]
          to label %72 unwind label %51

51:                                               ; preds = %50, %71, %3
  %52 = catchswitch within none [label %53] unwind to caller

53:                                               ; preds = %51
  %54 = catchpad within %52 [ptr @_ZTI1E]
  %55 = tail call ptr @llvm.wasm.get.exception(token %54)
  %56 = tail call i32 @llvm.wasm.get.ehselector(token %54)
  %57 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1E) #7
  %58 = icmp eq i32 %56, %57
  br i1 %58, label %59, label %63

59:                                               ; preds = %53
  %60 = call ptr @__cxa_begin_catch(ptr %55) #7 [ "funclet"(token %54) ]
  %61 = load i32, ptr %60, align 4, !tbaa !2
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %61) [ "funclet"(token %54) ]
  call void @__cxa_end_catch() [ "funclet"(token %54) ]
  catchret from %54 to label %64

63:                                               ; preds = %53
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %54) ]
  unreachable

64:                                               ; preds = %59
  %65 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  ret i32 0

66:                                               ; preds = %42, %30
  %67 = cleanuppad within %20 []
  invoke void @__cxa_end_catch() [ "funclet"(token %67) ]
          to label %68 unwind label %73

68:                                               ; preds = %66
  cleanupret from %67 unwind label %69

69:                                               ; preds = %43, %68, %47, %46, %17
  %70 = cleanuppad within %6 []
  invoke void @__cxa_end_catch() [ "funclet"(token %70) ]
          to label %71 unwind label %75

71:                                               ; preds = %69
  cleanupret from %70 unwind label %51

72:                                               ; preds = %50, %47, %46, %42, %24, %11, %0
  unreachable

73:                                               ; preds = %66
  %74 = cleanuppad within %67 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %74) ]
  unreachable

75:                                               ; preds = %69
  %76 = cleanuppad within %70 []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %76) ]
  unreachable
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN1ED2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = load i32, ptr %0, align 4, !tbaa !2
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %2)
  ret ptr %0
}

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

declare void @_ZSt9terminatev() local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { noreturn }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !4, i64 0}
!3 = !{!"_ZTS1E", !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!4, !4, i64 0}
