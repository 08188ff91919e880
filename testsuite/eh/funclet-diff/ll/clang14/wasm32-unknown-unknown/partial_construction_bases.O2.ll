; ModuleID = 'partial_construction_bases.cpp'
source_filename = "partial_construction_bases.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Top = type { %struct.B1.base, %struct.B2.base, %struct.Part, %struct.VB }
%struct.B1.base = type { i32 (...)**, %struct.Part }
%struct.B2.base = type { i32 (...)**, %struct.Part }
%struct.Part = type { i32 }
%struct.VB = type { %struct.Part }

$_ZN3TopC1Ev = comdat any

$_ZTV3Top = comdat any

$_ZTC3Top0_2B1 = comdat any

$_ZTS2B1 = comdat any

$_ZTS2VB = comdat any

$_ZTS4Part = comdat any

$_ZTI4Part = comdat any

$_ZTI2VB = comdat any

$_ZTI2B1 = comdat any

$_ZTS2B2 = comdat any

$_ZTI2B2 = comdat any

$_ZTS3Top = comdat any

$_ZTI3Top = comdat any

@_ZL7fail_at = internal unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [15 x i8] c"-- fail at %d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.2 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@_ZTV3Top = linkonce_odr hidden unnamed_addr constant { [3 x i8*], [3 x i8*] } { [3 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI3Top to i8*)], [3 x i8*] [i8* inttoptr (i32 12 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI3Top to i8*)] }, comdat, align 4
@_ZTC3Top0_2B1 = linkonce_odr hidden unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2B1 to i8*)] }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS2B1 = linkonce_odr hidden constant [4 x i8] c"2B1\00", comdat, align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS2VB = linkonce_odr hidden constant [4 x i8] c"2VB\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Part = linkonce_odr hidden constant [6 x i8] c"4Part\00", comdat, align 1
@_ZTI4Part = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Part, i32 0, i32 0) }, comdat, align 4
@_ZTI2VB = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2VB, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Part to i8*) }, comdat, align 4
@_ZTI2B1 = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2B1, i32 0, i32 0), i32 1, i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VB to i8*), i32 -3069, i8* bitcast ({ i8*, i8* }* @_ZTI4Part to i8*), i32 1026 }, comdat, align 4
@_ZTS2B2 = linkonce_odr hidden constant [4 x i8] c"2B2\00", comdat, align 1
@_ZTI2B2 = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2B2, i32 0, i32 0), i32 1, i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VB to i8*), i32 -3069, i8* bitcast ({ i8*, i8* }* @_ZTI4Part to i8*), i32 1026 }, comdat, align 4
@_ZTS3Top = linkonce_odr hidden constant [5 x i8] c"3Top\00", comdat, align 1
@_ZTI3Top = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Top, i32 0, i32 0), i32 3, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2B1 to i8*), i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2B2 to i8*), i32 2050 }, comdat, align 4
@.str.4 = private unnamed_addr constant [10 x i8] c"Part(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"~Part(%d)\0A\00", align 1
@str = private unnamed_addr constant [6 x i8] c"built\00", align 1
@str.7 = private unnamed_addr constant [9 x i8] c"Top body\00", align 1
@str.8 = private unnamed_addr constant [5 x i8] c"~Top\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca %struct.Top, align 4
  %2 = bitcast %struct.Top* %1 to i8*
  %3 = getelementptr inbounds %struct.Top, %struct.Top* %1, i32 0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.Top, %struct.Top* %1, i32 0, i32 1, i32 0
  %5 = getelementptr inbounds %struct.Top, %struct.Top* %1, i32 0, i32 2, i32 0
  %6 = getelementptr inbounds %struct.Top, %struct.Top* %1, i32 0, i32 1, i32 1, i32 0
  %7 = getelementptr inbounds %struct.Top, %struct.Top* %1, i32 0, i32 0, i32 1, i32 0
  %8 = getelementptr inbounds %struct.Top, %struct.Top* %1, i32 0, i32 3, i32 0, i32 0
  br label %10

9:                                                ; preds = %39
  ret i32 0

10:                                               ; preds = %0, %39
  %11 = phi i32 [ 1, %0 ], [ %40, %39 ]
  store i32 %11, i32* @_ZL7fail_at, align 4, !tbaa !2
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i32 noundef %11)
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %2) #4
  %13 = invoke noundef %struct.Top* @_ZN3TopC1Ev(%struct.Top* noundef nonnull align 4 dereferenceable(20) %1)
          to label %14 unwind label %25

14:                                               ; preds = %10
  %15 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str, i32 0, i32 0))
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV3Top, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !6
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV3Top, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %4, align 4, !tbaa !6
  %16 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str.8, i32 0, i32 0)) #4
  %17 = load i32, i32* %5, align 4, !tbaa !8
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i32 noundef %17) #4
  %19 = load i32, i32* %6, align 4, !tbaa !8
  %20 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i32 noundef %19) #4
  %21 = load i32, i32* %7, align 4, !tbaa !8
  %22 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i32 noundef %21) #4
  %23 = load i32, i32* %8, align 4, !tbaa !8
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i32 noundef %23) #4
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %2) #4
  br label %39

25:                                               ; preds = %10
  %26 = catchswitch within none [label %27] unwind to caller

27:                                               ; preds = %25
  %28 = catchpad within %26 [i8* bitcast (i8** @_ZTIi to i8*)]
  %29 = call i8* @llvm.wasm.get.exception(token %28)
  %30 = call i32 @llvm.wasm.get.ehselector(token %28)
  %31 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %32 = icmp eq i32 %30, %31
  br i1 %32, label %33, label %38

33:                                               ; preds = %27
  %34 = call i8* @__cxa_begin_catch(i8* %29) #4 [ "funclet"(token %28) ]
  %35 = bitcast i8* %34 to i32*
  %36 = load i32, i32* %35, align 4, !tbaa !2
  %37 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i32 0, i32 0), i32 noundef %36) [ "funclet"(token %28) ]
  call void @__cxa_end_catch() #4 [ "funclet"(token %28) ]
  catchret from %28 to label %39

38:                                               ; preds = %27
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %28) ]
  unreachable

39:                                               ; preds = %14, %33
  %40 = add nuw nsw i32 %11, 1
  %41 = icmp eq i32 %40, 6
  br i1 %41, label %9, label %10, !llvm.loop !10
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

define linkonce_odr hidden noundef %struct.Top* @_ZN3TopC1Ev(%struct.Top* noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #3 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.Top, %struct.Top* %0, i32 0, i32 3, i32 0, i32 0
  store i32 1, i32* %2, align 4, !tbaa !8
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i32 noundef 1)
  %4 = load i32, i32* %2, align 4, !tbaa !8
  %5 = load i32, i32* @_ZL7fail_at, align 4, !tbaa !2
  %6 = icmp eq i32 %4, %5
  br i1 %6, label %7, label %11

7:                                                ; preds = %1
  %8 = tail call i8* @__cxa_allocate_exception(i32 4) #4
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %2, align 4, !tbaa !8
  store i32 %10, i32* %9, align 16, !tbaa !2
  tail call void @__cxa_throw(i8* %8, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
  unreachable

11:                                               ; preds = %1
  %12 = getelementptr inbounds %struct.Top, %struct.Top* %0, i32 0, i32 0, i32 1, i32 0
  store i32 2, i32* %12, align 4, !tbaa !8
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i32 noundef 2)
  %14 = load i32, i32* %12, align 4, !tbaa !8
  %15 = load i32, i32* @_ZL7fail_at, align 4, !tbaa !2
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %22

17:                                               ; preds = %11
  %18 = tail call i8* @__cxa_allocate_exception(i32 4) #4
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %12, align 4, !tbaa !8
  store i32 %20, i32* %19, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %18, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
          to label %21 unwind label %56

21:                                               ; preds = %17
  unreachable

22:                                               ; preds = %11
  %23 = getelementptr inbounds %struct.Top, %struct.Top* %0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTC3Top0_2B1, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %23, align 4, !tbaa !6
  %24 = getelementptr inbounds %struct.Top, %struct.Top* %0, i32 0, i32 1, i32 1, i32 0
  store i32 3, i32* %24, align 4, !tbaa !8
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i32 noundef 3)
  %26 = load i32, i32* %24, align 4, !tbaa !8
  %27 = load i32, i32* @_ZL7fail_at, align 4, !tbaa !2
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %34

29:                                               ; preds = %22
  %30 = tail call i8* @__cxa_allocate_exception(i32 4) #4
  %31 = bitcast i8* %30 to i32*
  %32 = load i32, i32* %24, align 4, !tbaa !8
  store i32 %32, i32* %31, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %30, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
          to label %33 unwind label %52

33:                                               ; preds = %29
  unreachable

34:                                               ; preds = %22
  %35 = getelementptr inbounds %struct.Top, %struct.Top* %0, i32 0, i32 1, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV3Top, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %23, align 4, !tbaa !6
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV3Top, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %35, align 4, !tbaa !6
  %36 = getelementptr inbounds %struct.Top, %struct.Top* %0, i32 0, i32 2, i32 0
  store i32 4, i32* %36, align 4, !tbaa !8
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i32 noundef 4)
  %38 = load i32, i32* %36, align 4, !tbaa !8
  %39 = load i32, i32* @_ZL7fail_at, align 4, !tbaa !2
  %40 = icmp eq i32 %38, %39
  br i1 %40, label %41, label %46

41:                                               ; preds = %34
  %42 = tail call i8* @__cxa_allocate_exception(i32 4) #4
  %43 = bitcast i8* %42 to i32*
  %44 = load i32, i32* %36, align 4, !tbaa !8
  store i32 %44, i32* %43, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %42, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
          to label %45 unwind label %48

45:                                               ; preds = %41
  unreachable

46:                                               ; preds = %34
  %47 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str.7, i32 0, i32 0))
  ret %struct.Top* %0

48:                                               ; preds = %41
  %49 = cleanuppad within none []
  %50 = load i32, i32* %24, align 4, !tbaa !8
  %51 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i32 noundef %50) #4 [ "funclet"(token %49) ]
  cleanupret from %49 unwind label %52

52:                                               ; preds = %29, %48
  %53 = cleanuppad within none []
  %54 = load i32, i32* %12, align 4, !tbaa !8
  %55 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i32 noundef %54) #4 [ "funclet"(token %53) ]
  cleanupret from %53 unwind label %56

56:                                               ; preds = %17, %52
  %57 = cleanuppad within none []
  %58 = load i32, i32* %2, align 4, !tbaa !8
  %59 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i32 0, i32 0), i32 noundef %58) #4 [ "funclet"(token %57) ]
  cleanupret from %57 unwind to caller
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #4

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { nounwind }
attributes #5 = { nofree nosync nounwind readnone }
attributes #6 = { noreturn }
attributes #7 = { nofree nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"vtable pointer", !5, i64 0}
!8 = !{!9, !3, i64 0}
!9 = !{!"_ZTS4Part", !3, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
