; ModuleID = 'std_exception_subclass.cpp'
source_filename = "std_exception_subclass.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@_ZTS11DomainError = linkonce_odr dso_local constant [14 x i8] c"11DomainError\00", comdat, align 1
@_ZTS10LogicError = linkonce_odr dso_local constant [13 x i8] c"10LogicError\00", comdat, align 1
@_ZTISt9exception = external constant ptr
@_ZTI10LogicError = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS10LogicError, ptr @_ZTISt9exception }, comdat, align 8
@_ZTI11DomainError = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS11DomainError, ptr @_ZTI10LogicError }, comdat, align 8
@.str = private unnamed_addr constant [28 x i8] c"%d: std::exception what=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"%d: DomainError %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"logic\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"domain\00", align 1
@_ZTS6Silent = linkonce_odr dso_local constant [8 x i8] c"6Silent\00", comdat, align 1
@_ZTI6Silent = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS6Silent, ptr @_ZTISt9exception }, comdat, align 8
@_ZTV10LogicError = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI10LogicError, ptr @_ZN10LogicErrorD2Ev, ptr @_ZN10LogicErrorD0Ev, ptr @_ZNK10LogicError4whatEv] }, comdat, align 8
@_ZTVSt9exception = external unnamed_addr constant { [5 x ptr] }, align 8
@.str.4 = private unnamed_addr constant [17 x i8] c"~LogicError(%s)\0A\00", align 1
@_ZTV11DomainError = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI11DomainError, ptr @_ZN10LogicErrorD2Ev, ptr @_ZN11DomainErrorD0Ev, ptr @_ZNK10LogicError4whatEv] }, comdat, align 8
@_ZTV6Silent = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI6Silent, ptr @_ZNSt9exceptionD2Ev, ptr @_ZN6SilentD0Ev, ptr @_ZNKSt9exception4whatEv] }, comdat, align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  br label %2

1:                                                ; preds = %32
  ret i32 0

2:                                                ; preds = %0, %32
  %3 = phi i32 [ 0, %0 ], [ %33, %32 ]
  switch i32 %3, label %12 [
    i32 0, label %4
    i32 1, label %7
    i32 2, label %10
  ]

4:                                                ; preds = %2
  %5 = tail call ptr @__cxa_allocate_exception(i64 16) #7
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV10LogicError, i64 16), ptr %5, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @.str.2, ptr %6, align 8, !tbaa !8
  br label %14

7:                                                ; preds = %2
  %8 = tail call ptr @__cxa_allocate_exception(i64 16) #7
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr @.str.3, ptr %9, align 8, !tbaa !8
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV11DomainError, i64 16), ptr %8, align 8, !tbaa !5
  br label %14

10:                                               ; preds = %2
  %11 = tail call ptr @__cxa_allocate_exception(i64 8) #7
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9exception, i64 16), ptr %11, align 8, !tbaa !5
  br label %14

12:                                               ; preds = %2
  %13 = tail call ptr @__cxa_allocate_exception(i64 8) #7
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV6Silent, i64 16), ptr %13, align 8, !tbaa !5
  br label %14

14:                                               ; preds = %4, %7, %10, %12
  %15 = phi ptr [ %13, %12 ], [ %11, %10 ], [ %8, %7 ], [ %5, %4 ]
  %16 = phi ptr [ @_ZTI6Silent, %12 ], [ @_ZTISt9exception, %10 ], [ @_ZTI11DomainError, %7 ], [ @_ZTI10LogicError, %4 ]
  %17 = phi ptr [ @_ZNSt9exceptionD2Ev, %12 ], [ @_ZNSt9exceptionD1Ev, %10 ], [ @_ZN10LogicErrorD2Ev, %7 ], [ @_ZN10LogicErrorD2Ev, %4 ]
  invoke void @__cxa_throw(ptr nonnull %15, ptr nonnull %16, ptr nonnull %17) #8
          to label %18 unwind label %19

18:                                               ; preds = %14
  unreachable

19:                                               ; preds = %14
  %20 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI11DomainError
          catch ptr @_ZTISt9exception
  %21 = extractvalue { ptr, i32 } %20, 0
  %22 = extractvalue { ptr, i32 } %20, 1
  %23 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI11DomainError) #7
  %24 = icmp eq i32 %22, %23
  br i1 %24, label %25, label %35

25:                                               ; preds = %19
  %26 = tail call ptr @__cxa_begin_catch(ptr %21) #7
  %27 = load ptr, ptr %26, align 8, !tbaa !5
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  %29 = load ptr, ptr %28, align 8
  %30 = tail call noundef ptr %29(ptr noundef nonnull align 8 dereferenceable(16) %26) #7
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3, ptr noundef %30)
  br label %32

32:                                               ; preds = %38, %25
  tail call void @__cxa_end_catch()
  %33 = add nuw nsw i32 %3, 1
  %34 = icmp eq i32 %33, 4
  br i1 %34, label %1, label %2, !llvm.loop !13

35:                                               ; preds = %19
  %36 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #7
  %37 = icmp eq i32 %22, %36
  br i1 %37, label %38, label %45

38:                                               ; preds = %35
  %39 = tail call ptr @__cxa_begin_catch(ptr %21) #7
  %40 = load ptr, ptr %39, align 8, !tbaa !5
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load ptr, ptr %41, align 8
  %43 = tail call noundef ptr %42(ptr noundef nonnull align 8 dereferenceable(8) %39) #7
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3, ptr noundef %43)
  br label %32

45:                                               ; preds = %35
  resume { ptr, i32 } %20
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #1

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare void @__cxa_end_catch() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN10LogicErrorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV10LogicError, i64 16), ptr %0, align 8, !tbaa !5
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !8
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %3)
  tail call void @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) #7
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt9exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #4

; Function Attrs: nounwind
declare void @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #4

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN10LogicErrorD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV10LogicError, i64 16), ptr %0, align 8, !tbaa !5
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !8
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %3)
  tail call void @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) #7
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #9
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK10LogicError4whatEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !8
  ret ptr %3
}

; Function Attrs: nounwind
declare noundef ptr @_ZNKSt9exception4whatEv(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #4

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN11DomainErrorD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV10LogicError, i64 16), ptr %0, align 8, !tbaa !5
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !8
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %3)
  tail call void @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) #7
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #9
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6SilentD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  tail call void @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) #7
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 8) #9
  ret void
}

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(none) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"vtable pointer", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !11, i64 8}
!9 = !{!"_ZTS10LogicError", !10, i64 0, !11, i64 8}
!10 = !{!"_ZTSSt9exception"}
!11 = !{!"any pointer", !12, i64 0}
!12 = !{!"omnipotent char", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
