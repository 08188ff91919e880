; ModuleID = 'std_exception_subclass.cpp'
source_filename = "std_exception_subclass.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.LogicError = type { %"class.std::exception", i8* }
%"class.std::exception" = type { i32 (...)** }
%struct.DomainError = type { %struct.LogicError }
%struct.Silent = type { %"class.std::exception" }

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

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS11DomainError = linkonce_odr hidden constant [14 x i8] c"11DomainError\00", comdat, align 1
@_ZTS10LogicError = linkonce_odr hidden constant [13 x i8] c"10LogicError\00", comdat, align 1
@_ZTISt9exception = external constant i8*
@_ZTI10LogicError = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @_ZTS10LogicError, i32 0, i32 0), i8* bitcast (i8** @_ZTISt9exception to i8*) }, comdat, align 4
@_ZTI11DomainError = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([14 x i8], [14 x i8]* @_ZTS11DomainError, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI10LogicError to i8*) }, comdat, align 4
@.str = private unnamed_addr constant [28 x i8] c"%d: std::exception what=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"%d: DomainError %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"logic\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"domain\00", align 1
@_ZTS6Silent = linkonce_odr hidden constant [8 x i8] c"6Silent\00", comdat, align 1
@_ZTI6Silent = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Silent, i32 0, i32 0), i8* bitcast (i8** @_ZTISt9exception to i8*) }, comdat, align 4
@_ZTV10LogicError = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI10LogicError to i8*), i8* bitcast (%struct.LogicError* (%struct.LogicError*)* @_ZN10LogicErrorD2Ev to i8*), i8* bitcast (void (%struct.LogicError*)* @_ZN10LogicErrorD0Ev to i8*), i8* bitcast (i8* (%struct.LogicError*)* @_ZNK10LogicError4whatEv to i8*)] }, comdat, align 4
@_ZTVSt9exception = external unnamed_addr constant { [5 x i8*] }, align 4
@.str.4 = private unnamed_addr constant [17 x i8] c"~LogicError(%s)\0A\00", align 1
@_ZTV11DomainError = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI11DomainError to i8*), i8* bitcast (%struct.LogicError* (%struct.LogicError*)* @_ZN10LogicErrorD2Ev to i8*), i8* bitcast (void (%struct.DomainError*)* @_ZN11DomainErrorD0Ev to i8*), i8* bitcast (i8* (%struct.LogicError*)* @_ZNK10LogicError4whatEv to i8*)] }, comdat, align 4
@_ZTV6Silent = linkonce_odr hidden unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Silent to i8*), i8* bitcast (%"class.std::exception"* (%"class.std::exception"*)* @_ZNSt9exceptionD2Ev to i8*), i8* bitcast (void (%struct.Silent*)* @_ZN6SilentD0Ev to i8*), i8* bitcast (i8* (%"class.std::exception"*)* @_ZNKSt9exception4whatEv to i8*)] }, comdat, align 4
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  br label %2

1:                                                ; preds = %54
  ret i32 0

2:                                                ; preds = %0, %54
  %3 = phi i32 [ 0, %0 ], [ %55, %54 ]
  switch i32 %3, label %20 [
    i32 0, label %4
    i32 1, label %10
    i32 2, label %16
  ]

4:                                                ; preds = %2
  %5 = tail call i8* @__cxa_allocate_exception(i32 8) #1
  %6 = bitcast i8* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV10LogicError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4, !tbaa !2
  %7 = getelementptr inbounds i8, i8* %5, i32 4
  %8 = bitcast i8* %7 to i8**
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i8** %8, align 4, !tbaa !5
  invoke void @__cxa_throw(i8* nonnull %5, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI10LogicError to i8*), i8* bitcast (%struct.LogicError* (%struct.LogicError*)* @_ZN10LogicErrorD2Ev to i8*)) #4
          to label %9 unwind label %24

9:                                                ; preds = %4
  unreachable

10:                                               ; preds = %2
  %11 = tail call i8* @__cxa_allocate_exception(i32 8) #1
  %12 = bitcast i8* %11 to i32 (...)***
  %13 = getelementptr inbounds i8, i8* %11, i32 4
  %14 = bitcast i8* %13 to i8**
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i32 0, i32 0), i8** %14, align 4, !tbaa !5
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV11DomainError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %12, align 4, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %11, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI11DomainError to i8*), i8* bitcast (%struct.LogicError* (%struct.LogicError*)* @_ZN10LogicErrorD2Ev to i8*)) #4
          to label %15 unwind label %24

15:                                               ; preds = %10
  unreachable

16:                                               ; preds = %2
  %17 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %18 = bitcast i8* %17 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTVSt9exception, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %18, align 4, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %17, i8* bitcast (i8** @_ZTISt9exception to i8*), i8* bitcast (%"class.std::exception"* (%"class.std::exception"*)* @_ZNSt9exceptionD1Ev to i8*)) #4
          to label %19 unwind label %24

19:                                               ; preds = %16
  unreachable

20:                                               ; preds = %2
  %21 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %22 = bitcast i8* %21 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Silent, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %22, align 4, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %21, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Silent to i8*), i8* bitcast (%"class.std::exception"* (%"class.std::exception"*)* @_ZNSt9exceptionD2Ev to i8*)) #4
          to label %23 unwind label %24

23:                                               ; preds = %20
  unreachable

24:                                               ; preds = %20, %16, %10, %4
  %25 = catchswitch within none [label %26] unwind to caller

26:                                               ; preds = %24
  %27 = catchpad within %25 [i8* bitcast ({ i8*, i8*, i8* }* @_ZTI11DomainError to i8*), i8* bitcast (i8** @_ZTISt9exception to i8*)]
  %28 = tail call i8* @llvm.wasm.get.exception(token %27)
  %29 = tail call i32 @llvm.wasm.get.ehselector(token %27)
  %30 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI11DomainError to i8*)) #1
  %31 = icmp eq i32 %29, %30
  br i1 %31, label %32, label %41

32:                                               ; preds = %26
  %33 = call i8* @__cxa_begin_catch(i8* %28) #1 [ "funclet"(token %27) ]
  %34 = bitcast i8* %33 to %struct.LogicError*
  %35 = bitcast i8* %33 to i8* (%struct.LogicError*)***
  %36 = load i8* (%struct.LogicError*)**, i8* (%struct.LogicError*)*** %35, align 4, !tbaa !2
  %37 = getelementptr inbounds i8* (%struct.LogicError*)*, i8* (%struct.LogicError*)** %36, i32 2
  %38 = load i8* (%struct.LogicError*)*, i8* (%struct.LogicError*)** %37, align 4
  %39 = call noundef i8* %38(%struct.LogicError* noundef nonnull align 4 dereferenceable(8) %34) #1 [ "funclet"(token %27) ]
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.1, i32 0, i32 0), i32 noundef %3, i8* noundef %39) [ "funclet"(token %27) ]
  call void @__cxa_end_catch() [ "funclet"(token %27) ]
  catchret from %27 to label %54

41:                                               ; preds = %26
  %42 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #1
  %43 = icmp eq i32 %29, %42
  br i1 %43, label %44, label %53

44:                                               ; preds = %41
  %45 = call i8* @__cxa_begin_catch(i8* %28) #1 [ "funclet"(token %27) ]
  %46 = bitcast i8* %45 to %"class.std::exception"*
  %47 = bitcast i8* %45 to i8* (%"class.std::exception"*)***
  %48 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %47, align 4, !tbaa !2
  %49 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %48, i32 2
  %50 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %49, align 4
  %51 = call noundef i8* %50(%"class.std::exception"* noundef nonnull align 4 dereferenceable(4) %46) #1 [ "funclet"(token %27) ]
  %52 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i32 0, i32 0), i32 noundef %3, i8* noundef %51) [ "funclet"(token %27) ]
  call void @__cxa_end_catch() [ "funclet"(token %27) ]
  catchret from %27 to label %54

53:                                               ; preds = %41
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %27) ]
  unreachable

54:                                               ; preds = %32, %44
  %55 = add nuw nsw i32 %3, 1
  %56 = icmp eq i32 %55, 4
  br i1 %56, label %1, label %2, !llvm.loop !9
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #1

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.LogicError* @_ZN10LogicErrorD2Ev(%struct.LogicError* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #5 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV10LogicError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !2
  %3 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i32 0, i32 1
  %4 = load i8*, i8** %3, align 4, !tbaa !5
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i8* noundef %4)
  %6 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i32 0, i32 0
  %7 = tail call noundef %"class.std::exception"* @_ZNSt9exceptionD2Ev(%"class.std::exception"* noundef nonnull align 4 dereferenceable(4) %6) #1
  ret %struct.LogicError* %0
}

; Function Attrs: nounwind
declare noundef %"class.std::exception"* @_ZNSt9exceptionD1Ev(%"class.std::exception"* noundef nonnull returned align 4 dereferenceable(4)) unnamed_addr #6

; Function Attrs: nounwind
declare noundef %"class.std::exception"* @_ZNSt9exceptionD2Ev(%"class.std::exception"* noundef nonnull returned align 4 dereferenceable(4)) unnamed_addr #6

; Function Attrs: nounwind
define linkonce_odr hidden void @_ZN10LogicErrorD0Ev(%struct.LogicError* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat personality i32 (...)* @__gxx_wasm_personality_v0 {
  %2 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV10LogicError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !2
  %3 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i32 0, i32 1
  %4 = load i8*, i8** %3, align 4, !tbaa !5
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i8* noundef %4) #1
  %6 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i32 0, i32 0
  %7 = tail call noundef %"class.std::exception"* @_ZNSt9exceptionD2Ev(%"class.std::exception"* noundef nonnull align 4 dereferenceable(4) %6) #1
  %8 = bitcast %struct.LogicError* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %8) #10
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef i8* @_ZNK10LogicError4whatEv(%struct.LogicError* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #7 comdat {
  %2 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i32 0, i32 1
  %3 = load i8*, i8** %2, align 4, !tbaa !5
  ret i8* %3
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #8

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden void @_ZN11DomainErrorD0Ev(%struct.DomainError* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #9 comdat personality i32 (...)* @__gxx_wasm_personality_v0 {
  %2 = getelementptr inbounds %struct.DomainError, %struct.DomainError* %0, i32 0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV10LogicError, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !2
  %3 = getelementptr inbounds %struct.DomainError, %struct.DomainError* %0, i32 0, i32 0, i32 1
  %4 = load i8*, i8** %3, align 4, !tbaa !5
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0), i8* noundef %4) #1
  %6 = getelementptr inbounds %struct.DomainError, %struct.DomainError* %0, i32 0, i32 0, i32 0
  %7 = tail call noundef %"class.std::exception"* @_ZNSt9exceptionD2Ev(%"class.std::exception"* noundef nonnull align 4 dereferenceable(4) %6) #1
  %8 = bitcast %struct.DomainError* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %8) #10
  ret void
}

; Function Attrs: inlinehint nounwind
define linkonce_odr hidden void @_ZN6SilentD0Ev(%struct.Silent* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #9 comdat {
  %2 = getelementptr inbounds %struct.Silent, %struct.Silent* %0, i32 0, i32 0
  %3 = tail call noundef %"class.std::exception"* @_ZNSt9exceptionD2Ev(%"class.std::exception"* noundef nonnull align 4 dereferenceable(4) %2) #1
  %4 = bitcast %struct.Silent* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %4) #10
  ret void
}

; Function Attrs: nounwind
declare noundef i8* @_ZNKSt9exception4whatEv(%"class.std::exception"* noundef nonnull align 4 dereferenceable(4)) unnamed_addr #6

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { noreturn }
attributes #5 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"vtable pointer", !4, i64 0}
!4 = !{!"Simple C++ TBAA"}
!5 = !{!6, !7, i64 4}
!6 = !{!"_ZTS10LogicError", !7, i64 4}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !4, i64 0}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
