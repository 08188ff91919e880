; ModuleID = 'partial_construction_members.cpp'
source_filename = "partial_construction_members.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Holder = type { %struct.Member, %struct.Member, %struct.Member, %struct.Member }
%struct.Member = type { i32 }
%struct.Outer = type { %struct.Member, %struct.Member, %struct.Member }
%struct.BodyThrows = type { %struct.Member, %struct.Member }

$_ZN6HolderC2Ev = comdat any

$_ZN5OuterC2Ev = comdat any

$_ZN10BodyThrowsC2Ev = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"Member(%d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"~Member(%d)\0A\00", align 1
@str = private unnamed_addr constant [20 x i8] c"Holder body (never)\00", align 1
@str.8 = private unnamed_addr constant [16 x i8] c"~Holder (never)\00", align 1
@str.9 = private unnamed_addr constant [15 x i8] c"~Outer (never)\00", align 1
@str.10 = private unnamed_addr constant [23 x i8] c"BodyThrows body throws\00", align 1
@str.11 = private unnamed_addr constant [20 x i8] c"~BodyThrows (never)\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca %struct.Holder, align 4
  %2 = alloca %struct.Outer, align 4
  %3 = alloca %struct.BodyThrows, align 4
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #8
  %4 = invoke noundef ptr @_ZN6HolderC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %1)
          to label %5 unwind label %18

5:                                                ; preds = %0
  %6 = call i32 @puts(ptr nonnull dereferenceable(1) @str.8)
  %7 = getelementptr inbounds i8, ptr %1, i32 12
  %8 = load i32, ptr %7, align 4, !tbaa !2
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %8)
  %10 = getelementptr inbounds i8, ptr %1, i32 8
  %11 = load i32, ptr %10, align 4, !tbaa !2
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %11)
  %13 = getelementptr inbounds i8, ptr %1, i32 4
  %14 = load i32, ptr %13, align 4, !tbaa !2
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %14)
  %16 = load i32, ptr %1, align 4, !tbaa !2
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %16)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #8
  br label %31

18:                                               ; preds = %0
  %19 = catchswitch within none [label %20] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [ptr @_ZTIi]
  %22 = call ptr @llvm.wasm.get.exception(token %21)
  %23 = call i32 @llvm.wasm.get.ehselector(token %21)
  %24 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #8
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %30

26:                                               ; preds = %20
  %27 = call ptr @__cxa_begin_catch(ptr %22) #8 [ "funclet"(token %21) ]
  %28 = load i32, ptr %27, align 4, !tbaa !7
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %28) [ "funclet"(token %21) ]
  call void @__cxa_end_catch() #8 [ "funclet"(token %21) ]
  catchret from %21 to label %31

30:                                               ; preds = %20
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %21) ]
  unreachable

31:                                               ; preds = %26, %5
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #8
  %32 = invoke noundef ptr @_ZN5OuterC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %2)
          to label %33 unwind label %43

33:                                               ; preds = %31
  %34 = call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  %35 = getelementptr inbounds i8, ptr %2, i32 8
  %36 = load i32, ptr %35, align 4, !tbaa !2
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %36)
  %38 = getelementptr inbounds i8, ptr %2, i32 4
  %39 = load i32, ptr %38, align 4, !tbaa !2
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %39)
  %41 = load i32, ptr %2, align 4, !tbaa !2
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %41)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #8
  br label %56

43:                                               ; preds = %31
  %44 = catchswitch within none [label %45] unwind to caller

45:                                               ; preds = %43
  %46 = catchpad within %44 [ptr @_ZTIi]
  %47 = call ptr @llvm.wasm.get.exception(token %46)
  %48 = call i32 @llvm.wasm.get.ehselector(token %46)
  %49 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #8
  %50 = icmp eq i32 %48, %49
  br i1 %50, label %51, label %55

51:                                               ; preds = %45
  %52 = call ptr @__cxa_begin_catch(ptr %47) #8 [ "funclet"(token %46) ]
  %53 = load i32, ptr %52, align 4, !tbaa !7
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %53) [ "funclet"(token %46) ]
  call void @__cxa_end_catch() #8 [ "funclet"(token %46) ]
  catchret from %46 to label %56

55:                                               ; preds = %45
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %46) ]
  unreachable

56:                                               ; preds = %51, %33
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8
  %57 = invoke noundef ptr @_ZN10BodyThrowsC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3)
          to label %58 unwind label %65

58:                                               ; preds = %56
  %59 = call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  %60 = getelementptr inbounds i8, ptr %3, i32 4
  %61 = load i32, ptr %60, align 4, !tbaa !2
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %61)
  %63 = load i32, ptr %3, align 4, !tbaa !2
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %63)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #8
  br label %78

65:                                               ; preds = %56
  %66 = catchswitch within none [label %67] unwind to caller

67:                                               ; preds = %65
  %68 = catchpad within %66 [ptr @_ZTIi]
  %69 = call ptr @llvm.wasm.get.exception(token %68)
  %70 = call i32 @llvm.wasm.get.ehselector(token %68)
  %71 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #8
  %72 = icmp eq i32 %70, %71
  br i1 %72, label %73, label %77

73:                                               ; preds = %67
  %74 = call ptr @__cxa_begin_catch(ptr %69) #8 [ "funclet"(token %68) ]
  %75 = load i32, ptr %74, align 4, !tbaa !7
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %75) [ "funclet"(token %68) ]
  call void @__cxa_end_catch() #8 [ "funclet"(token %68) ]
  catchret from %68 to label %78

77:                                               ; preds = %67
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %68) ]
  unreachable

78:                                               ; preds = %73, %58
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress
define linkonce_odr hidden noundef ptr @_ZN6HolderC2Ev(ptr noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 {
  store i32 1, ptr %0, align 4, !tbaa !2
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1)
  %3 = load i32, ptr %0, align 4, !tbaa !2
  switch i32 %3, label %7 [
    i32 3, label %4
    i32 13, label %4
  ]

4:                                                ; preds = %1, %1
  %5 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  %6 = load i32, ptr %0, align 4, !tbaa !2
  store i32 %6, ptr %5, align 16, !tbaa !7
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIi, ptr null) #6
  unreachable

7:                                                ; preds = %1
  %8 = getelementptr inbounds i8, ptr %0, i32 4
  store i32 2, ptr %8, align 4, !tbaa !2
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2)
  %10 = load i32, ptr %8, align 4, !tbaa !2
  switch i32 %10, label %15 [
    i32 3, label %11
    i32 13, label %11
  ]

11:                                               ; preds = %7, %7
  %12 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  %13 = load i32, ptr %8, align 4, !tbaa !2
  store i32 %13, ptr %12, align 16, !tbaa !7
  invoke void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIi, ptr null) #6
          to label %14 unwind label %41

14:                                               ; preds = %11
  unreachable

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %0, i32 8
  store i32 3, ptr %16, align 4, !tbaa !2
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3)
  %18 = load i32, ptr %16, align 4, !tbaa !2
  switch i32 %18, label %23 [
    i32 3, label %19
    i32 13, label %19
  ]

19:                                               ; preds = %15, %15
  %20 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  %21 = load i32, ptr %16, align 4, !tbaa !2
  store i32 %21, ptr %20, align 16, !tbaa !7
  invoke void @__cxa_throw(ptr nonnull %20, ptr nonnull @_ZTIi, ptr null) #6
          to label %22 unwind label %37

22:                                               ; preds = %19
  unreachable

23:                                               ; preds = %15
  %24 = getelementptr inbounds i8, ptr %0, i32 12
  store i32 4, ptr %24, align 4, !tbaa !2
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4)
  %26 = load i32, ptr %24, align 4, !tbaa !2
  switch i32 %26, label %31 [
    i32 3, label %27
    i32 13, label %27
  ]

27:                                               ; preds = %23, %23
  %28 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  %29 = load i32, ptr %24, align 4, !tbaa !2
  store i32 %29, ptr %28, align 16, !tbaa !7
  invoke void @__cxa_throw(ptr nonnull %28, ptr nonnull @_ZTIi, ptr null) #6
          to label %30 unwind label %33

30:                                               ; preds = %27
  unreachable

31:                                               ; preds = %23
  %32 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  ret ptr %0

33:                                               ; preds = %27
  %34 = cleanuppad within none []
  %35 = load i32, ptr %16, align 4, !tbaa !2
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %35) [ "funclet"(token %34) ]
  cleanupret from %34 unwind label %37

37:                                               ; preds = %19, %33
  %38 = cleanuppad within none []
  %39 = load i32, ptr %8, align 4, !tbaa !2
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %39) [ "funclet"(token %38) ]
  cleanupret from %38 unwind label %41

41:                                               ; preds = %11, %37
  %42 = cleanuppad within none []
  %43 = load i32, ptr %0, align 4, !tbaa !2
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %43) [ "funclet"(token %42) ]
  cleanupret from %42 unwind to caller
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

; Function Attrs: mustprogress
define linkonce_odr hidden noundef ptr @_ZN5OuterC2Ev(ptr noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 {
  store i32 11, ptr %0, align 4, !tbaa !2
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 11)
  %3 = load i32, ptr %0, align 4, !tbaa !2
  switch i32 %3, label %7 [
    i32 3, label %4
    i32 13, label %4
  ]

4:                                                ; preds = %1, %1
  %5 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  %6 = load i32, ptr %0, align 4, !tbaa !2
  store i32 %6, ptr %5, align 16, !tbaa !7
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIi, ptr null) #6
  unreachable

7:                                                ; preds = %1
  %8 = getelementptr inbounds i8, ptr %0, i32 4
  store i32 12, ptr %8, align 4, !tbaa !2
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 12)
  %10 = load i32, ptr %8, align 4, !tbaa !2
  switch i32 %10, label %15 [
    i32 3, label %11
    i32 13, label %11
  ]

11:                                               ; preds = %7, %7
  %12 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  %13 = load i32, ptr %8, align 4, !tbaa !2
  store i32 %13, ptr %12, align 16, !tbaa !7
  invoke void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIi, ptr null) #6
          to label %14 unwind label %28

14:                                               ; preds = %11
  unreachable

15:                                               ; preds = %7
  %16 = getelementptr inbounds i8, ptr %0, i32 8
  store i32 13, ptr %16, align 4, !tbaa !2
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 13)
  %18 = load i32, ptr %16, align 4, !tbaa !2
  switch i32 %18, label %23 [
    i32 3, label %19
    i32 13, label %19
  ]

19:                                               ; preds = %15, %15
  %20 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  %21 = load i32, ptr %16, align 4, !tbaa !2
  store i32 %21, ptr %20, align 16, !tbaa !7
  invoke void @__cxa_throw(ptr nonnull %20, ptr nonnull @_ZTIi, ptr null) #6
          to label %22 unwind label %24

22:                                               ; preds = %19
  unreachable

23:                                               ; preds = %15
  ret ptr %0

24:                                               ; preds = %19
  %25 = cleanuppad within none []
  %26 = load i32, ptr %8, align 4, !tbaa !2
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %26) [ "funclet"(token %25) ]
  cleanupret from %25 unwind label %28

28:                                               ; preds = %11, %24
  %29 = cleanuppad within none []
  %30 = load i32, ptr %0, align 4, !tbaa !2
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %30) [ "funclet"(token %29) ]
  cleanupret from %29 unwind to caller
}

; Function Attrs: mustprogress
define linkonce_odr hidden noundef ptr @_ZN10BodyThrowsC2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 {
  store i32 21, ptr %0, align 4, !tbaa !2
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 21)
  %3 = load i32, ptr %0, align 4, !tbaa !2
  switch i32 %3, label %7 [
    i32 3, label %4
    i32 13, label %4
  ]

4:                                                ; preds = %1, %1
  %5 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  %6 = load i32, ptr %0, align 4, !tbaa !2
  store i32 %6, ptr %5, align 16, !tbaa !7
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIi, ptr null) #6
  unreachable

7:                                                ; preds = %1
  %8 = getelementptr inbounds i8, ptr %0, i32 4
  store i32 22, ptr %8, align 4, !tbaa !2
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 22)
  %10 = load i32, ptr %8, align 4, !tbaa !2
  switch i32 %10, label %15 [
    i32 3, label %11
    i32 13, label %11
  ]

11:                                               ; preds = %7, %7
  %12 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  %13 = load i32, ptr %8, align 4, !tbaa !2
  store i32 %13, ptr %12, align 16, !tbaa !7
  invoke void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIi, ptr null) #6
          to label %14 unwind label %22

14:                                               ; preds = %11
  unreachable

15:                                               ; preds = %7
  %16 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.10)
  %17 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  store i32 23, ptr %17, align 16, !tbaa !7
  invoke void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTIi, ptr null) #6
          to label %26 unwind label %18

18:                                               ; preds = %15
  %19 = cleanuppad within none []
  %20 = load i32, ptr %8, align 4, !tbaa !2
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %20) [ "funclet"(token %19) ]
  cleanupret from %19 unwind label %22

22:                                               ; preds = %11, %18
  %23 = cleanuppad within none []
  %24 = load i32, ptr %0, align 4, !tbaa !2
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %24) [ "funclet"(token %23) ]
  cleanupret from %23 unwind to caller

26:                                               ; preds = %15
  unreachable
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { noreturn }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !4, i64 0}
!3 = !{!"_ZTS6Member", !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!4, !4, i64 0}
