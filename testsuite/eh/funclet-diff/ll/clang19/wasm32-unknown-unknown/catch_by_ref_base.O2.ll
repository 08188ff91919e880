; ModuleID = 'catch_by_ref_base.cpp'
source_filename = "catch_by_ref_base.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZN4BaseD2Ev = comdat any

$_ZN3MidD2Ev = comdat any

$_ZN4LeafD2Ev = comdat any

$_ZNK4Base4nameEv = comdat any

$_ZN4BaseD0Ev = comdat any

$_ZNK3Mid4nameEv = comdat any

$_ZN3MidD0Ev = comdat any

$_ZNK4Leaf4nameEv = comdat any

$_ZN4LeafD0Ev = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTS3Mid = comdat any

$_ZTI3Mid = comdat any

$_ZTS4Leaf = comdat any

$_ZTI4Leaf = comdat any

$_ZTV4Base = comdat any

$_ZTV3Mid = comdat any

$_ZTV4Leaf = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr hidden constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Base }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS3Mid = linkonce_odr hidden constant [5 x i8] c"3Mid\00", comdat, align 1
@_ZTI3Mid = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS3Mid, ptr @_ZTI4Base }, comdat, align 4
@.str = private unnamed_addr constant [29 x i8] c"caught Mid& name=%s code=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"caught const Base& name=%s code=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"-- %d\0A\00", align 1
@_ZTS4Leaf = linkonce_odr hidden constant [6 x i8] c"4Leaf\00", comdat, align 1
@_ZTI4Leaf = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS4Leaf, ptr @_ZTI3Mid }, comdat, align 4
@_ZTV4Base = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Base, ptr @_ZNK4Base4nameEv, ptr @_ZN4BaseD2Ev, ptr @_ZN4BaseD0Ev] }, comdat, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"Base\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"~Base(%d)\0A\00", align 1
@_ZTV3Mid = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI3Mid, ptr @_ZNK3Mid4nameEv, ptr @_ZN3MidD2Ev, ptr @_ZN3MidD0Ev] }, comdat, align 4
@.str.5 = private unnamed_addr constant [4 x i8] c"Mid\00", align 1
@_ZTV4Leaf = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Leaf, ptr @_ZNK4Leaf4nameEv, ptr @_ZN4LeafD2Ev, ptr @_ZN4LeafD0Ev] }, comdat, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"Leaf\00", align 1
@str = private unnamed_addr constant [5 x i8] c"~Mid\00", align 1
@str.9 = private unnamed_addr constant [6 x i8] c"~Leaf\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  br label %2

1:                                                ; preds = %52
  ret i32 0

2:                                                ; preds = %0, %52
  %3 = phi i32 [ 0, %0 ], [ %54, %52 ]
  %4 = tail call ptr @__cxa_allocate_exception(i32 8) #8
  switch i32 %3, label %11 [
    i32 0, label %5
    i32 1, label %8
  ]

5:                                                ; preds = %2
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV4Base, i32 8), ptr %4, align 4, !tbaa !2
  %6 = getelementptr inbounds i8, ptr %4, i32 4
  store i32 10, ptr %6, align 4, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTI4Base, ptr nonnull @_ZN4BaseD2Ev) #4
          to label %7 unwind label %14

7:                                                ; preds = %5
  unreachable

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %4, i32 4
  store i32 11, ptr %9, align 4, !tbaa !5
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV3Mid, i32 8), ptr %4, align 4, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTI3Mid, ptr nonnull @_ZN3MidD2Ev) #4
          to label %10 unwind label %14

10:                                               ; preds = %8
  unreachable

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %4, i32 4
  store i32 12, ptr %12, align 4, !tbaa !5
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV4Leaf, i32 8), ptr %4, align 4, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTI4Leaf, ptr nonnull @_ZN4LeafD2Ev) #4
          to label %13 unwind label %14

13:                                               ; preds = %11
  unreachable

14:                                               ; preds = %11, %8, %5
  %15 = catchswitch within none [label %16] unwind label %34

16:                                               ; preds = %14
  %17 = catchpad within %15 [ptr @_ZTI3Mid]
  %18 = tail call ptr @llvm.wasm.get.exception(token %17)
  %19 = tail call i32 @llvm.wasm.get.ehselector(token %17)
  %20 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3Mid) #8
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %33

22:                                               ; preds = %16
  %23 = call ptr @__cxa_begin_catch(ptr %18) #8 [ "funclet"(token %17) ]
  %24 = load ptr, ptr %23, align 4, !tbaa !2
  %25 = load ptr, ptr %24, align 4
  %26 = invoke noundef ptr %25(ptr noundef nonnull align 4 dereferenceable(8) %23) [ "funclet"(token %17) ]
          to label %27 unwind label %56

27:                                               ; preds = %22
  %28 = getelementptr inbounds i8, ptr %23, i32 4
  %29 = load i32, ptr %28, align 4, !tbaa !5
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %26, i32 noundef %29) [ "funclet"(token %17) ]
  %31 = load i32, ptr %28, align 4, !tbaa !5
  %32 = add nsw i32 %31, 100
  store i32 %32, ptr %28, align 4, !tbaa !5
  invoke void @__cxa_rethrow() #4 [ "funclet"(token %17) ]
          to label %62 unwind label %56

33:                                               ; preds = %16
  invoke void @llvm.wasm.rethrow() #4 [ "funclet"(token %17) ]
          to label %62 unwind label %34

34:                                               ; preds = %33, %58, %14
  %35 = catchswitch within none [label %36] unwind to caller

36:                                               ; preds = %34
  %37 = catchpad within %35 [ptr @_ZTI4Base]
  %38 = tail call ptr @llvm.wasm.get.exception(token %37)
  %39 = tail call i32 @llvm.wasm.get.ehselector(token %37)
  %40 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI4Base) #8
  %41 = icmp eq i32 %39, %40
  br i1 %41, label %42, label %51

42:                                               ; preds = %36
  %43 = call ptr @__cxa_begin_catch(ptr %38) #8 [ "funclet"(token %37) ]
  %44 = load ptr, ptr %43, align 4, !tbaa !2
  %45 = load ptr, ptr %44, align 4
  %46 = invoke noundef ptr %45(ptr noundef nonnull align 4 dereferenceable(8) %43) [ "funclet"(token %37) ]
          to label %47 unwind label %59

47:                                               ; preds = %42
  %48 = getelementptr inbounds i8, ptr %43, i32 4
  %49 = load i32, ptr %48, align 4, !tbaa !5
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %46, i32 noundef %49) [ "funclet"(token %37) ]
  call void @__cxa_end_catch() [ "funclet"(token %37) ]
  catchret from %37 to label %52

51:                                               ; preds = %36
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %37) ]
  unreachable

52:                                               ; preds = %47
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %3)
  %54 = add nuw nsw i32 %3, 1
  %55 = icmp eq i32 %54, 3
  br i1 %55, label %1, label %2, !llvm.loop !9

56:                                               ; preds = %27, %22
  %57 = cleanuppad within %17 []
  invoke void @__cxa_end_catch() [ "funclet"(token %57) ]
          to label %58 unwind label %63

58:                                               ; preds = %56
  cleanupret from %57 unwind label %34

59:                                               ; preds = %42
  %60 = cleanuppad within %37 []
  invoke void @__cxa_end_catch() [ "funclet"(token %60) ]
          to label %61 unwind label %65

61:                                               ; preds = %59
  cleanupret from %60 unwind to caller

62:                                               ; preds = %33, %27
  unreachable

63:                                               ; preds = %56
  %64 = cleanuppad within %57 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %64) ]
  unreachable

65:                                               ; preds = %59
  %66 = cleanuppad within %60 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %66) ]
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_rethrow() local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN4BaseD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #5 comdat personality ptr @__gxx_wasm_personality_v0 {
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV4Base, i32 8), ptr %0, align 4, !tbaa !2
  %2 = getelementptr inbounds i8, ptr %0, i32 4
  %3 = load i32, ptr %2, align 4, !tbaa !5
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %3)
  ret ptr %0
}

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN3MidD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #5 comdat personality ptr @__gxx_wasm_personality_v0 {
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV3Mid, i32 8), ptr %0, align 4, !tbaa !2
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV4Base, i32 8), ptr %0, align 4, !tbaa !2
  %3 = getelementptr inbounds i8, ptr %0, i32 4
  %4 = load i32, ptr %3, align 4, !tbaa !5
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %4)
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN4LeafD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #5 comdat personality ptr @__gxx_wasm_personality_v0 {
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV4Leaf, i32 8), ptr %0, align 4, !tbaa !2
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV3Mid, i32 8), ptr %0, align 4, !tbaa !2
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV4Base, i32 8), ptr %0, align 4, !tbaa !2
  %4 = getelementptr inbounds i8, ptr %0, i32 4
  %5 = load i32, ptr %4, align 4, !tbaa !5
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %5)
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZNK4Base4nameEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat {
  ret ptr @.str.3
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden void @_ZN4BaseD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat personality ptr @__gxx_wasm_personality_v0 {
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV4Base, i32 8), ptr %0, align 4, !tbaa !2
  %2 = getelementptr inbounds i8, ptr %0, i32 4
  %3 = load i32, ptr %2, align 4, !tbaa !5
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %3)
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i32 noundef 8) #10
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZNK3Mid4nameEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat {
  ret ptr @.str.5
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden void @_ZN3MidD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat personality ptr @__gxx_wasm_personality_v0 {
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV3Mid, i32 8), ptr %0, align 4, !tbaa !2
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV4Base, i32 8), ptr %0, align 4, !tbaa !2
  %3 = getelementptr inbounds i8, ptr %0, i32 4
  %4 = load i32, ptr %3, align 4, !tbaa !5
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %4)
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i32 noundef 8) #10
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZNK4Leaf4nameEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat {
  ret ptr @.str.7
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden void @_ZN4LeafD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat personality ptr @__gxx_wasm_personality_v0 {
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV4Leaf, i32 8), ptr %0, align 4, !tbaa !2
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV3Mid, i32 8), ptr %0, align 4, !tbaa !2
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV4Base, i32 8), ptr %0, align 4, !tbaa !2
  %4 = getelementptr inbounds i8, ptr %0, i32 4
  %5 = load i32, ptr %4, align 4, !tbaa !5
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %5)
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i32 noundef 8) #10
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { noreturn }
attributes #5 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"vtable pointer", !4, i64 0}
!4 = !{!"Simple C++ TBAA"}
!5 = !{!6, !7, i64 4}
!6 = !{!"_ZTS4Base", !7, i64 4}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !4, i64 0}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
