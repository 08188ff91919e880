; ModuleID = 'catch_all_ellipsis.cpp'
source_filename = "catch_all_ellipsis.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Obj = type { i32 }

$_ZN3ObjD2Ev = comdat any

$_ZTS3Obj = comdat any

$_ZTI3Obj = comdat any

@_ZTIi = external constant i8*
@_ZTId = external constant i8*
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS3Obj = linkonce_odr hidden constant [5 x i8] c"3Obj\00", comdat, align 1
@_ZTI3Obj = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Obj, i32 0, i32 0) }, comdat, align 4
@.str = private unnamed_addr constant [23 x i8] c"%d: inner catch (...)\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"%d: outer catch (...)\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"%d: outer Obj %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"%d: outer double %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"%d: outer int %d\0A\00", align 1
@_ZZL7throweriE1x = internal global i32 4, align 4
@_ZTIPi = external constant i8*
@.str.5 = private unnamed_addr constant [9 x i8] c"Obj(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"~Obj(%d)\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  br label %2

1:                                                ; preds = %45
  ret i32 0

2:                                                ; preds = %0, %45
  %3 = phi i32 [ 0, %0 ], [ %46, %45 ]
  switch i32 %3, label %17 [
    i32 0, label %4
    i32 1, label %8
    i32 2, label %12
  ]

4:                                                ; preds = %2
  %5 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %6 = bitcast i8* %5 to i32*
  store i32 17, i32* %6, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %5, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5
          to label %7 unwind label %21

7:                                                ; preds = %4
  unreachable

8:                                                ; preds = %2
  %9 = tail call i8* @__cxa_allocate_exception(i32 8) #1
  %10 = bitcast i8* %9 to double*
  store double 2.500000e+00, double* %10, align 16, !tbaa !6
  invoke void @__cxa_throw(i8* nonnull %9, i8* bitcast (i8** @_ZTId to i8*), i8* null) #5
          to label %11 unwind label %21

11:                                               ; preds = %8
  unreachable

12:                                               ; preds = %2
  %13 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %14 = bitcast i8* %13 to i32*
  store i32 3, i32* %14, align 4, !tbaa !8
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i32 0, i32 0), i32 noundef 3)
  invoke void @__cxa_throw(i8* nonnull %13, i8* bitcast ({ i8*, i8* }* @_ZTI3Obj to i8*), i8* bitcast (%struct.Obj* (%struct.Obj*)* @_ZN3ObjD2Ev to i8*)) #5
          to label %16 unwind label %21

16:                                               ; preds = %12
  unreachable

17:                                               ; preds = %2
  %18 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %19 = bitcast i8* %18 to i32**
  store i32* @_ZZL7throweriE1x, i32** %19, align 16, !tbaa !10
  invoke void @__cxa_throw(i8* nonnull %18, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #5
          to label %20 unwind label %21

20:                                               ; preds = %17
  unreachable

21:                                               ; preds = %17, %12, %8, %4
  %22 = catchswitch within none [label %23] unwind label %32

23:                                               ; preds = %21
  %24 = catchpad within %22 [i8* null]
  %25 = tail call i8* @llvm.wasm.get.exception(token %24)
  %26 = tail call i32 @llvm.wasm.get.ehselector(token %24)
  %27 = call i8* @__cxa_begin_catch(i8* %25) #1 [ "funclet"(token %24) ]
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i32 0, i32 0), i32 noundef %3) [ "funclet"(token %24) ]
  invoke void @__cxa_rethrow() #5 [ "funclet"(token %24) ]
          to label %68 unwind label %29

29:                                               ; preds = %23
  %30 = cleanuppad within %24 []
  invoke void @__cxa_end_catch() [ "funclet"(token %30) ]
          to label %31 unwind label %69

31:                                               ; preds = %29
  cleanupret from %30 unwind label %32

32:                                               ; preds = %31, %21
  %33 = catchswitch within none [label %34] unwind to caller

34:                                               ; preds = %32
  %35 = catchpad within %33 [i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast (i8** @_ZTId to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI3Obj to i8*), i8* null]
  %36 = tail call i8* @llvm.wasm.get.exception(token %35)
  %37 = tail call i32 @llvm.wasm.get.ehselector(token %35)
  %38 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #1
  %39 = icmp eq i32 %37, %38
  br i1 %39, label %40, label %48

40:                                               ; preds = %34
  %41 = call i8* @__cxa_begin_catch(i8* %36) #1 [ "funclet"(token %35) ]
  %42 = bitcast i8* %41 to i32*
  %43 = load i32, i32* %42, align 4, !tbaa !2
  %44 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i32 0, i32 0), i32 noundef %3, i32 noundef %43) [ "funclet"(token %35) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %35) ]
  catchret from %35 to label %45

45:                                               ; preds = %66, %62, %51, %40
  %46 = add nuw nsw i32 %3, 1
  %47 = icmp eq i32 %46, 4
  br i1 %47, label %1, label %2, !llvm.loop !12

48:                                               ; preds = %34
  %49 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #1
  %50 = icmp eq i32 %37, %49
  br i1 %50, label %51, label %58

51:                                               ; preds = %48
  %52 = call i8* @__cxa_begin_catch(i8* %36) #1 [ "funclet"(token %35) ]
  %53 = bitcast i8* %52 to double*
  %54 = load double, double* %53, align 8, !tbaa !6
  %55 = fmul double %54, 1.000000e+01
  %56 = fptosi double %55 to i32
  %57 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i32 0, i32 0), i32 noundef %3, i32 noundef %56) [ "funclet"(token %35) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %35) ]
  catchret from %35 to label %45

58:                                               ; preds = %48
  %59 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Obj to i8*)) #1
  %60 = icmp eq i32 %37, %59
  %61 = call i8* @__cxa_begin_catch(i8* %36) #1 [ "funclet"(token %35) ]
  br i1 %60, label %62, label %66

62:                                               ; preds = %58
  %63 = bitcast i8* %61 to i32*
  %64 = load i32, i32* %63, align 4, !tbaa !8
  %65 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.2, i32 0, i32 0), i32 noundef %3, i32 noundef %64) [ "funclet"(token %35) ]
  call void @__cxa_end_catch() [ "funclet"(token %35) ]
  catchret from %35 to label %45

66:                                               ; preds = %58
  %67 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.1, i32 0, i32 0), i32 noundef %3) [ "funclet"(token %35) ]
  call void @__cxa_end_catch() [ "funclet"(token %35) ]
  catchret from %35 to label %45

68:                                               ; preds = %23
  unreachable

69:                                               ; preds = %29
  %70 = cleanuppad within %30 []
  call void @_ZSt9terminatev() #6 [ "funclet"(token %70) ]
  unreachable
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

declare void @__cxa_rethrow() local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.Obj* @_ZN3ObjD2Ev(%struct.Obj* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !8
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.6, i32 0, i32 0), i32 noundef %3)
  ret %struct.Obj* %0
}

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noreturn }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !4, i64 0}
!8 = !{!9, !3, i64 0}
!9 = !{!"_ZTS3Obj", !3, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !4, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
