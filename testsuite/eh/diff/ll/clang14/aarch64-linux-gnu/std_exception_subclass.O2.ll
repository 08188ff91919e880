; ModuleID = 'std_exception_subclass.cpp'
source_filename = "std_exception_subclass.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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
@_ZTS11DomainError = linkonce_odr dso_local constant [14 x i8] c"11DomainError\00", comdat, align 1
@_ZTS10LogicError = linkonce_odr dso_local constant [13 x i8] c"10LogicError\00", comdat, align 1
@_ZTISt9exception = external constant i8*
@_ZTI10LogicError = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @_ZTS10LogicError, i32 0, i32 0), i8* bitcast (i8** @_ZTISt9exception to i8*) }, comdat, align 8
@_ZTI11DomainError = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([14 x i8], [14 x i8]* @_ZTS11DomainError, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI10LogicError to i8*) }, comdat, align 8
@.str = private unnamed_addr constant [28 x i8] c"%d: std::exception what=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"%d: DomainError %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"logic\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"domain\00", align 1
@_ZTS6Silent = linkonce_odr dso_local constant [8 x i8] c"6Silent\00", comdat, align 1
@_ZTI6Silent = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Silent, i32 0, i32 0), i8* bitcast (i8** @_ZTISt9exception to i8*) }, comdat, align 8
@_ZTV10LogicError = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI10LogicError to i8*), i8* bitcast (void (%struct.LogicError*)* @_ZN10LogicErrorD2Ev to i8*), i8* bitcast (void (%struct.LogicError*)* @_ZN10LogicErrorD0Ev to i8*), i8* bitcast (i8* (%struct.LogicError*)* @_ZNK10LogicError4whatEv to i8*)] }, comdat, align 8
@_ZTVSt9exception = external unnamed_addr constant { [5 x i8*] }, align 8
@.str.4 = private unnamed_addr constant [17 x i8] c"~LogicError(%s)\0A\00", align 1
@_ZTV11DomainError = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI11DomainError to i8*), i8* bitcast (void (%struct.LogicError*)* @_ZN10LogicErrorD2Ev to i8*), i8* bitcast (void (%struct.DomainError*)* @_ZN11DomainErrorD0Ev to i8*), i8* bitcast (i8* (%struct.LogicError*)* @_ZNK10LogicError4whatEv to i8*)] }, comdat, align 8
@_ZTV6Silent = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Silent to i8*), i8* bitcast (void (%"class.std::exception"*)* @_ZNSt9exceptionD2Ev to i8*), i8* bitcast (void (%struct.Silent*)* @_ZN6SilentD0Ev to i8*), i8* bitcast (i8* (%"class.std::exception"*)* @_ZNKSt9exception4whatEv to i8*)] }, comdat, align 8

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  br label %2

1:                                                ; preds = %39
  ret i32 0

2:                                                ; preds = %0, %39
  %3 = phi i32 [ 0, %0 ], [ %40, %39 ]
  switch i32 %3, label %20 [
    i32 0, label %4
    i32 1, label %10
    i32 2, label %16
  ]

4:                                                ; preds = %2
  %5 = tail call i8* @__cxa_allocate_exception(i64 16) #8
  %6 = bitcast i8* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV10LogicError, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %6, align 8, !tbaa !10
  %7 = getelementptr inbounds i8, i8* %5, i64 8
  %8 = bitcast i8* %7 to i8**
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0), i8** %8, align 8, !tbaa !13
  invoke void @__cxa_throw(i8* nonnull %5, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI10LogicError to i8*), i8* bitcast (void (%struct.LogicError*)* @_ZN10LogicErrorD2Ev to i8*)) #9
          to label %9 unwind label %24

9:                                                ; preds = %4
  unreachable

10:                                               ; preds = %2
  %11 = tail call i8* @__cxa_allocate_exception(i64 16) #8
  %12 = bitcast i8* %11 to i32 (...)***
  %13 = getelementptr inbounds i8, i8* %11, i64 8
  %14 = bitcast i8* %13 to i8**
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0), i8** %14, align 8, !tbaa !13
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV11DomainError, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %12, align 8, !tbaa !10
  invoke void @__cxa_throw(i8* nonnull %11, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI11DomainError to i8*), i8* bitcast (void (%struct.LogicError*)* @_ZN10LogicErrorD2Ev to i8*)) #9
          to label %15 unwind label %24

15:                                               ; preds = %10
  unreachable

16:                                               ; preds = %2
  %17 = tail call i8* @__cxa_allocate_exception(i64 8) #8
  %18 = bitcast i8* %17 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTVSt9exception, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %18, align 8, !tbaa !10
  invoke void @__cxa_throw(i8* nonnull %17, i8* bitcast (i8** @_ZTISt9exception to i8*), i8* bitcast (void (%"class.std::exception"*)* @_ZNSt9exceptionD1Ev to i8*)) #9
          to label %19 unwind label %24

19:                                               ; preds = %16
  unreachable

20:                                               ; preds = %2
  %21 = tail call i8* @__cxa_allocate_exception(i64 8) #8
  %22 = bitcast i8* %21 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Silent, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %22, align 8, !tbaa !10
  invoke void @__cxa_throw(i8* nonnull %21, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Silent to i8*), i8* bitcast (void (%"class.std::exception"*)* @_ZNSt9exceptionD2Ev to i8*)) #9
          to label %23 unwind label %24

23:                                               ; preds = %20
  unreachable

24:                                               ; preds = %20, %16, %10, %4
  %25 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI11DomainError to i8*)
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
  %26 = extractvalue { i8*, i32 } %25, 0
  %27 = extractvalue { i8*, i32 } %25, 1
  %28 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI11DomainError to i8*)) #8
  %29 = icmp eq i32 %27, %28
  br i1 %29, label %30, label %42

30:                                               ; preds = %24
  %31 = tail call i8* @__cxa_begin_catch(i8* %26) #8
  %32 = bitcast i8* %31 to %struct.LogicError*
  %33 = bitcast i8* %31 to i8* (%struct.LogicError*)***
  %34 = load i8* (%struct.LogicError*)**, i8* (%struct.LogicError*)*** %33, align 8, !tbaa !10
  %35 = getelementptr inbounds i8* (%struct.LogicError*)*, i8* (%struct.LogicError*)** %34, i64 2
  %36 = load i8* (%struct.LogicError*)*, i8* (%struct.LogicError*)** %35, align 8
  %37 = tail call noundef i8* %36(%struct.LogicError* noundef nonnull align 8 dereferenceable(16) %32) #8
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.1, i64 0, i64 0), i32 noundef %3, i8* noundef %37)
  br label %39

39:                                               ; preds = %45, %30
  tail call void @__cxa_end_catch()
  %40 = add nuw nsw i32 %3, 1
  %41 = icmp eq i32 %40, 4
  br i1 %41, label %1, label %2, !llvm.loop !17

42:                                               ; preds = %24
  %43 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #8
  %44 = icmp eq i32 %27, %43
  br i1 %44, label %45, label %54

45:                                               ; preds = %42
  %46 = tail call i8* @__cxa_begin_catch(i8* %26) #8
  %47 = bitcast i8* %46 to %"class.std::exception"*
  %48 = bitcast i8* %46 to i8* (%"class.std::exception"*)***
  %49 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %48, align 8, !tbaa !10
  %50 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %49, i64 2
  %51 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %50, align 8
  %52 = tail call noundef i8* %51(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %47) #8
  %53 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i64 0, i64 0), i32 noundef %3, i8* noundef %52)
  br label %39

54:                                               ; preds = %42
  resume { i8*, i32 } %25
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #1

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

declare void @__cxa_end_catch() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN10LogicErrorD2Ev(%struct.LogicError* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV10LogicError, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !10
  %3 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i64 0, i32 1
  %4 = load i8*, i8** %3, align 8, !tbaa !13
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i8* noundef %4)
  %6 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i64 0, i32 0
  tail call void @_ZNSt9exceptionD2Ev(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %6) #8
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt9exceptionD1Ev(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8)) unnamed_addr #4

; Function Attrs: nounwind
declare void @_ZNSt9exceptionD2Ev(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8)) unnamed_addr #4

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN10LogicErrorD0Ev(%struct.LogicError* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality i32 (...)* @__gxx_personality_v0 {
  %2 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV10LogicError, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !10
  %3 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i64 0, i32 1
  %4 = load i8*, i8** %3, align 8, !tbaa !13
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i8* noundef %4) #8
  %6 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i64 0, i32 0
  tail call void @_ZNSt9exceptionD2Ev(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %6) #8
  %7 = bitcast %struct.LogicError* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %7) #10
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @_ZNK10LogicError4whatEv(%struct.LogicError* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  %2 = getelementptr inbounds %struct.LogicError, %struct.LogicError* %0, i64 0, i32 1
  %3 = load i8*, i8** %2, align 8, !tbaa !13
  ret i8* %3
}

; Function Attrs: nounwind
declare noundef i8* @_ZNKSt9exception4whatEv(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8)) unnamed_addr #4

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #6

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN11DomainErrorD0Ev(%struct.DomainError* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 personality i32 (...)* @__gxx_personality_v0 {
  %2 = getelementptr inbounds %struct.DomainError, %struct.DomainError* %0, i64 0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV10LogicError, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !10
  %3 = getelementptr inbounds %struct.DomainError, %struct.DomainError* %0, i64 0, i32 0, i32 1
  %4 = load i8*, i8** %3, align 8, !tbaa !13
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i8* noundef %4) #8
  %6 = getelementptr inbounds %struct.DomainError, %struct.DomainError* %0, i64 0, i32 0, i32 0
  tail call void @_ZNSt9exceptionD2Ev(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %6) #8
  %7 = bitcast %struct.DomainError* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %7) #10
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN6SilentD0Ev(%struct.Silent* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 {
  %2 = getelementptr inbounds %struct.Silent, %struct.Silent* %0, i64 0, i32 0
  tail call void @_ZNSt9exceptionD2Ev(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %2) #8
  %3 = bitcast %struct.Silent* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %3) #10
  ret void
}

attributes #0 = { norecurse uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { nofree nosync nounwind readnone }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #5 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #7 = { inlinehint nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = !{!11, !11, i64 0}
!11 = !{!"vtable pointer", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!14, !15, i64 8}
!14 = !{!"_ZTS10LogicError", !15, i64 8}
!15 = !{!"any pointer", !16, i64 0}
!16 = !{!"omnipotent char", !12, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
