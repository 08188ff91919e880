; ModuleID = 'exception_ctor_throws_free.cpp'
source_filename = "exception_ctor_throws_free.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZN5OuterD2Ev = comdat any

$_ZTS5Outer = comdat any

$_ZTI5Outer = comdat any

$_ZTS5Inner = comdat any

$_ZTI5Inner = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Outer = linkonce_odr hidden constant [7 x i8] c"5Outer\00", comdat, align 1
@_ZTI5Outer = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Outer }, comdat, align 4
@_ZTS5Inner = linkonce_odr hidden constant [7 x i8] c"5Inner\00", comdat, align 1
@_ZTI5Inner = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Inner }, comdat, align 4
@.str = private unnamed_addr constant [17 x i8] c"caught Inner %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"caught Outer %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"Outer(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"~Outer(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"Outer copy(%d)\0A\00", align 1
@str.6 = private unnamed_addr constant [13 x i8] c"never: Outer\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 -1, ptr %1, align 4, !tbaa !2
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -1)
  %3 = load i32, ptr %1, align 4, !tbaa !2
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %9

5:                                                ; preds = %0
  %6 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  %7 = load i32, ptr %1, align 4, !tbaa !2
  store i32 %7, ptr %6, align 16, !tbaa !7
  invoke void @__cxa_throw(ptr nonnull %6, ptr nonnull @_ZTI5Inner, ptr null) #5
          to label %8 unwind label %39

8:                                                ; preds = %5
  unreachable

9:                                                ; preds = %0
  invoke void @__cxa_throw(ptr nonnull %1, ptr nonnull @_ZTI5Outer, ptr nonnull @_ZN5OuterD2Ev) #5
          to label %89 unwind label %10

10:                                               ; preds = %9, %39
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [ptr @_ZTI5Outer, ptr @_ZTI5Inner]
  %14 = tail call ptr @llvm.wasm.get.exception(token %13)
  %15 = tail call i32 @llvm.wasm.get.ehselector(token %13)
  %16 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Outer) #7
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %21

18:                                               ; preds = %12
  %19 = call ptr @__cxa_begin_catch(ptr %14) #7 [ "funclet"(token %13) ]
  %20 = call i32 @puts(ptr nonnull dereferenceable(1) @str.6) [ "funclet"(token %13) ]
  call void @__cxa_end_catch() [ "funclet"(token %13) ]
  catchret from %13 to label %29

21:                                               ; preds = %12
  %22 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Inner) #7
  %23 = icmp eq i32 %15, %22
  br i1 %23, label %24, label %28

24:                                               ; preds = %21
  %25 = call ptr @__cxa_begin_catch(ptr %14) #7 [ "funclet"(token %13) ]
  %26 = load i32, ptr %25, align 4, !tbaa !7
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %26) [ "funclet"(token %13) ]
  call void @__cxa_end_catch() [ "funclet"(token %13) ]
  catchret from %13 to label %29

28:                                               ; preds = %21
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %13) ]
  unreachable

29:                                               ; preds = %24, %18
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 5)
  %31 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 5, ptr %31, align 4, !tbaa !2
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 5)
  %33 = load i32, ptr %31, align 4, !tbaa !2
  %34 = icmp eq i32 %33, 5
  br i1 %34, label %35, label %38

35:                                               ; preds = %29
  %36 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 50, ptr %36, align 16, !tbaa !7
  invoke void @__cxa_throw(ptr nonnull %36, ptr nonnull @_ZTI5Inner, ptr null) #5
          to label %37 unwind label %41

37:                                               ; preds = %35
  unreachable

38:                                               ; preds = %29
  invoke void @__cxa_throw(ptr nonnull %31, ptr nonnull @_ZTI5Outer, ptr nonnull @_ZN5OuterD2Ev) #5
          to label %89 unwind label %43

39:                                               ; preds = %5
  %40 = cleanuppad within none []
  call void @__cxa_free_exception(ptr nonnull %1) #7 [ "funclet"(token %40) ]
  cleanupret from %40 unwind label %10

41:                                               ; preds = %35
  %42 = cleanuppad within none []
  call void @__cxa_free_exception(ptr nonnull %31) #7 [ "funclet"(token %42) ]
  cleanupret from %42 unwind label %43

43:                                               ; preds = %38, %41
  %44 = cleanuppad within none []
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 5) [ "funclet"(token %44) ]
  cleanupret from %44 unwind label %46

46:                                               ; preds = %43
  %47 = catchswitch within none [label %48] unwind to caller

48:                                               ; preds = %46
  %49 = catchpad within %47 [ptr @_ZTI5Outer, ptr @_ZTI5Inner]
  %50 = tail call ptr @llvm.wasm.get.exception(token %49)
  %51 = tail call i32 @llvm.wasm.get.ehselector(token %49)
  %52 = icmp eq i32 %51, %16
  br i1 %52, label %53, label %56

53:                                               ; preds = %48
  %54 = call ptr @__cxa_begin_catch(ptr %50) #7 [ "funclet"(token %49) ]
  %55 = call i32 @puts(ptr nonnull dereferenceable(1) @str.6) [ "funclet"(token %49) ]
  call void @__cxa_end_catch() [ "funclet"(token %49) ]
  catchret from %49 to label %64

56:                                               ; preds = %48
  %57 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Inner) #7
  %58 = icmp eq i32 %51, %57
  br i1 %58, label %59, label %63

59:                                               ; preds = %56
  %60 = call ptr @__cxa_begin_catch(ptr %50) #7 [ "funclet"(token %49) ]
  %61 = load i32, ptr %60, align 4, !tbaa !7
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %61) [ "funclet"(token %49) ]
  call void @__cxa_end_catch() [ "funclet"(token %49) ]
  catchret from %49 to label %64

63:                                               ; preds = %56
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %49) ]
  unreachable

64:                                               ; preds = %59, %53
  %65 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 2, ptr %65, align 4, !tbaa !2
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2)
  %67 = load i32, ptr %65, align 4, !tbaa !2
  %68 = icmp slt i32 %67, 0
  br i1 %68, label %69, label %73

69:                                               ; preds = %64
  %70 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  %71 = load i32, ptr %65, align 4, !tbaa !2
  store i32 %71, ptr %70, align 16, !tbaa !7
  invoke void @__cxa_throw(ptr nonnull %70, ptr nonnull @_ZTI5Inner, ptr null) #5
          to label %72 unwind label %87

72:                                               ; preds = %69
  unreachable

73:                                               ; preds = %64
  invoke void @__cxa_throw(ptr nonnull %65, ptr nonnull @_ZTI5Outer, ptr nonnull @_ZN5OuterD2Ev) #5
          to label %89 unwind label %74

74:                                               ; preds = %73, %87
  %75 = catchswitch within none [label %76] unwind to caller

76:                                               ; preds = %74
  %77 = catchpad within %75 [ptr @_ZTI5Outer]
  %78 = tail call ptr @llvm.wasm.get.exception(token %77)
  %79 = tail call i32 @llvm.wasm.get.ehselector(token %77)
  %80 = icmp eq i32 %79, %16
  br i1 %80, label %81, label %85

81:                                               ; preds = %76
  %82 = call ptr @__cxa_begin_catch(ptr %78) #7 [ "funclet"(token %77) ]
  %83 = load i32, ptr %82, align 4, !tbaa !2
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %83) [ "funclet"(token %77) ]
  call void @__cxa_end_catch() [ "funclet"(token %77) ]
  catchret from %77 to label %86

85:                                               ; preds = %76
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %77) ]
  unreachable

86:                                               ; preds = %81
  ret i32 0

87:                                               ; preds = %69
  %88 = cleanuppad within none []
  call void @__cxa_free_exception(ptr nonnull %65) #7 [ "funclet"(token %88) ]
  cleanupret from %88 unwind label %74

89:                                               ; preds = %73, %38, %9
  unreachable
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare i32 @__gxx_wasm_personality_v0(...)

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN5OuterD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = load i32, ptr %0, align 4, !tbaa !2
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %2)
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

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !4, i64 0}
!3 = !{!"_ZTS5Outer", !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8, !4, i64 0}
!8 = !{!"_ZTS5Inner", !4, i64 0}
