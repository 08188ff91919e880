; ModuleID = 'std_exception_subclass.cpp'
source_filename = "std_exception_subclass.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZN10LogicErrorD2Ev = comdat any

$_ZN10LogicErrorD0Ev = comdat any

$_ZNK10LogicError4whatEv = comdat any

$_ZN11DomainErrorD0Ev = comdat any

$_ZN6SilentD0Ev = comdat any

$_ZTS11DomainError = comdat any

$_ZTS10LogicError = comdat any

$_ZTI10LogicError = comdat any

$_ZTI11DomainError = comdat any

$_ZTS6Silent = comdat any

$_ZTI6Silent = comdat any

$_ZTV10LogicError = comdat any

$_ZTV11DomainError = comdat any

$_ZTV6Silent = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS11DomainError = linkonce_odr hidden constant [14 x i8] c"11DomainError\00", comdat, align 1
@_ZTS10LogicError = linkonce_odr hidden constant [13 x i8] c"10LogicError\00", comdat, align 1
@_ZTISt9exception = external constant ptr
@_ZTI10LogicError = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS10LogicError, ptr @_ZTISt9exception }, comdat, align 4
@_ZTI11DomainError = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS11DomainError, ptr @_ZTI10LogicError }, comdat, align 4
@.str = private unnamed_addr constant [28 x i8] c"%d: std::exception what=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"%d: DomainError %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"logic\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"domain\00", align 1
@_ZTS6Silent = linkonce_odr hidden constant [8 x i8] c"6Silent\00", comdat, align 1
@_ZTI6Silent = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS6Silent, ptr @_ZTISt9exception }, comdat, align 4
@_ZTV10LogicError = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI10LogicError, ptr @_ZN10LogicErrorD2Ev, ptr @_ZN10LogicErrorD0Ev, ptr @_ZNK10LogicError4whatEv] }, comdat, align 4
@_ZTVSt9exception = external unnamed_addr constant { [5 x ptr] }, align 4
@.str.4 = private unnamed_addr constant [17 x i8] c"~LogicError(%s)\0A\00", align 1
@_ZTV11DomainError = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI11DomainError, ptr @_ZN10LogicErrorD2Ev, ptr @_ZN11DomainErrorD0Ev, ptr @_ZNK10LogicError4whatEv] }, comdat, align 4
@_ZTV6Silent = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI6Silent, ptr @_ZNSt9exceptionD2Ev, ptr @_ZN6SilentD0Ev, ptr @_ZNKSt9exception4whatEv] }, comdat, align 4

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  br label %2

1:                                                ; preds = %44
  ret i32 0

2:                                                ; preds = %0, %44
  %3 = phi i32 [ 0, %0 ], [ %45, %44 ]
  switch i32 %3, label %15 [
    i32 0, label %4
    i32 1, label %8
    i32 2, label %12
  ]

4:                                                ; preds = %2
  %5 = tail call ptr @__cxa_allocate_exception(i32 8) #9
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV10LogicError, i32 8), ptr %5, align 4, !tbaa !2
  %6 = getelementptr inbounds i8, ptr %5, i32 4
  store ptr @.str.2, ptr %6, align 4, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTI10LogicError, ptr nonnull @_ZN10LogicErrorD2Ev) #4
          to label %7 unwind label %18

7:                                                ; preds = %4
  unreachable

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_allocate_exception(i32 8) #9
  %10 = getelementptr inbounds i8, ptr %9, i32 4
  store ptr @.str.3, ptr %10, align 4, !tbaa !5
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV11DomainError, i32 8), ptr %9, align 4, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTI11DomainError, ptr nonnull @_ZN10LogicErrorD2Ev) #4
          to label %11 unwind label %18

11:                                               ; preds = %8
  unreachable

12:                                               ; preds = %2
  %13 = tail call ptr @__cxa_allocate_exception(i32 4) #9
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTVSt9exception, i32 8), ptr %13, align 4, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %13, ptr nonnull @_ZTISt9exception, ptr nonnull @_ZNSt9exceptionD1Ev) #4
          to label %14 unwind label %18

14:                                               ; preds = %12
  unreachable

15:                                               ; preds = %2
  %16 = tail call ptr @__cxa_allocate_exception(i32 4) #9
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV6Silent, i32 8), ptr %16, align 4, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %16, ptr nonnull @_ZTI6Silent, ptr nonnull @_ZNSt9exceptionD2Ev) #4
          to label %17 unwind label %18

17:                                               ; preds = %15
  unreachable

18:                                               ; preds = %15, %12, %8, %4
  %19 = catchswitch within none [label %20] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [ptr @_ZTI11DomainError, ptr @_ZTISt9exception]
  %22 = tail call ptr @llvm.wasm.get.exception(token %21)
  %23 = tail call i32 @llvm.wasm.get.ehselector(token %21)
  %24 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI11DomainError) #9
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %33

26:                                               ; preds = %20
  %27 = call ptr @__cxa_begin_catch(ptr %22) #9 [ "funclet"(token %21) ]
  %28 = load ptr, ptr %27, align 4, !tbaa !2
  %29 = getelementptr inbounds i8, ptr %28, i32 8
  %30 = load ptr, ptr %29, align 4
  %31 = call noundef ptr %30(ptr noundef nonnull align 4 dereferenceable(8) %27) #9 [ "funclet"(token %21) ]
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3, ptr noundef %31) [ "funclet"(token %21) ]
  call void @__cxa_end_catch() [ "funclet"(token %21) ]
  catchret from %21 to label %44

33:                                               ; preds = %20
  %34 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #9
  %35 = icmp eq i32 %23, %34
  br i1 %35, label %36, label %43

36:                                               ; preds = %33
  %37 = call ptr @__cxa_begin_catch(ptr %22) #9 [ "funclet"(token %21) ]
  %38 = load ptr, ptr %37, align 4, !tbaa !2
  %39 = getelementptr inbounds i8, ptr %38, i32 8
  %40 = load ptr, ptr %39, align 4
  %41 = call noundef ptr %40(ptr noundef nonnull align 4 dereferenceable(4) %37) #9 [ "funclet"(token %21) ]
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3, ptr noundef %41) [ "funclet"(token %21) ]
  call void @__cxa_end_catch() [ "funclet"(token %21) ]
  catchret from %21 to label %44

43:                                               ; preds = %33
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %21) ]
  unreachable

44:                                               ; preds = %26, %36
  %45 = add nuw nsw i32 %3, 1
  %46 = icmp eq i32 %45, 4
  br i1 %46, label %1, label %2, !llvm.loop !10
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

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZN10LogicErrorD2Ev(ptr noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #5 comdat personality ptr @__gxx_wasm_personality_v0 {
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV10LogicError, i32 8), ptr %0, align 4, !tbaa !2
  %2 = getelementptr inbounds i8, ptr %0, i32 4
  %3 = load ptr, ptr %2, align 4, !tbaa !5
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %3)
  %5 = tail call noundef ptr @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) #9
  ret ptr %0
}

; Function Attrs: nounwind
declare noundef ptr @_ZNSt9exceptionD1Ev(ptr noundef nonnull returned align 4 dereferenceable(4)) unnamed_addr #6

; Function Attrs: nounwind
declare noundef ptr @_ZNSt9exceptionD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4)) unnamed_addr #6

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden void @_ZN10LogicErrorD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat personality ptr @__gxx_wasm_personality_v0 {
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV10LogicError, i32 8), ptr %0, align 4, !tbaa !2
  %2 = getelementptr inbounds i8, ptr %0, i32 4
  %3 = load ptr, ptr %2, align 4, !tbaa !5
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %3)
  %5 = tail call noundef ptr @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) #9
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i32 noundef 8) #10
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZNK10LogicError4whatEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat {
  %2 = getelementptr inbounds i8, ptr %0, i32 4
  %3 = load ptr, ptr %2, align 4, !tbaa !5
  ret ptr %3
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr hidden void @_ZN11DomainErrorD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #8 comdat personality ptr @__gxx_wasm_personality_v0 {
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV10LogicError, i32 8), ptr %0, align 4, !tbaa !2
  %2 = getelementptr inbounds i8, ptr %0, i32 4
  %3 = load ptr, ptr %2, align 4, !tbaa !5
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %3)
  %5 = tail call noundef ptr @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) #9
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i32 noundef 8) #10
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr hidden void @_ZN6SilentD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 comdat {
  %2 = tail call noundef ptr @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) #9
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i32 noundef 4) #10
  ret void
}

; Function Attrs: nounwind
declare noundef ptr @_ZNKSt9exception4whatEv(ptr noundef nonnull align 4 dereferenceable(4)) unnamed_addr #6

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { noreturn }
attributes #5 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #9 = { nounwind }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"vtable pointer", !4, i64 0}
!4 = !{!"Simple C++ TBAA"}
!5 = !{!6, !8, i64 4}
!6 = !{!"_ZTS10LogicError", !7, i64 0, !8, i64 4}
!7 = !{!"_ZTSSt9exception"}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !4, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
