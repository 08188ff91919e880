; ModuleID = 'catch_all_ellipsis.cpp'
source_filename = "catch_all_ellipsis.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Obj = type { i32 }

$__clang_call_terminate = comdat any

$_ZN3ObjD2Ev = comdat any

$_ZTS3Obj = comdat any

$_ZTI3Obj = comdat any

@_ZTIi = external constant i8*
@_ZTId = external constant i8*
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS3Obj = linkonce_odr dso_local constant [5 x i8] c"3Obj\00", comdat, align 1
@_ZTI3Obj = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Obj, i32 0, i32 0) }, comdat, align 4
@.str = private unnamed_addr constant [23 x i8] c"%d: inner catch (...)\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"%d: outer catch (...)\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"%d: outer Obj %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"%d: outer double %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"%d: outer int %d\0A\00", align 1
@_ZZL7throweriE1x = internal global i32 4, align 4
@_ZTIPi = external constant i8*
@.str.5 = private unnamed_addr constant [9 x i8] c"Obj(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"~Obj(%d)\0A\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  br label %2

1:                                                ; preds = %38
  ret i32 0

2:                                                ; preds = %0, %38
  %3 = phi i32 [ 0, %0 ], [ %39, %38 ]
  switch i32 %3, label %17 [
    i32 0, label %4
    i32 1, label %8
    i32 2, label %12
  ]

4:                                                ; preds = %2
  %5 = tail call i8* @__cxa_allocate_exception(i32 4) #5
  %6 = bitcast i8* %5 to i32*
  store i32 17, i32* %6, align 16, !tbaa !6
  invoke void @__cxa_throw(i8* nonnull %5, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
          to label %7 unwind label %21

7:                                                ; preds = %4
  unreachable

8:                                                ; preds = %2
  %9 = tail call i8* @__cxa_allocate_exception(i32 8) #5
  %10 = bitcast i8* %9 to double*
  store double 2.500000e+00, double* %10, align 16, !tbaa !10
  invoke void @__cxa_throw(i8* nonnull %9, i8* bitcast (i8** @_ZTId to i8*), i8* null) #6
          to label %11 unwind label %21

11:                                               ; preds = %8
  unreachable

12:                                               ; preds = %2
  %13 = tail call i8* @__cxa_allocate_exception(i32 4) #5
  %14 = bitcast i8* %13 to i32*
  store i32 3, i32* %14, align 4, !tbaa !12
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i32 0, i32 0), i32 noundef 3)
  invoke void @__cxa_throw(i8* nonnull %13, i8* bitcast ({ i8*, i8* }* @_ZTI3Obj to i8*), i8* bitcast (void (%struct.Obj*)* @_ZN3ObjD2Ev to i8*)) #6
          to label %16 unwind label %21

16:                                               ; preds = %12
  unreachable

17:                                               ; preds = %2
  %18 = tail call i8* @__cxa_allocate_exception(i32 4) #5
  %19 = bitcast i8* %18 to i32**
  store i32* @_ZZL7throweriE1x, i32** %19, align 16, !tbaa !14
  invoke void @__cxa_throw(i8* nonnull %18, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #6
          to label %20 unwind label %21

20:                                               ; preds = %17
  unreachable

21:                                               ; preds = %17, %12, %8, %4
  %22 = landingpad { i8*, i32 }
          catch i8* null
  %23 = extractvalue { i8*, i32 } %22, 0
  %24 = tail call i8* @__cxa_begin_catch(i8* %23) #5
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i32 0, i32 0), i32 noundef %3)
  invoke void @__cxa_rethrow() #6
          to label %64 unwind label %26

26:                                               ; preds = %21
  %27 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast (i8** @_ZTId to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI3Obj to i8*)
          catch i8* null
  %28 = extractvalue { i8*, i32 } %27, 0
  %29 = extractvalue { i8*, i32 } %27, 1
  invoke void @__cxa_end_catch()
          to label %30 unwind label %61

30:                                               ; preds = %26
  %31 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %32 = icmp eq i32 %29, %31
  br i1 %32, label %33, label %41

33:                                               ; preds = %30
  %34 = tail call i8* @__cxa_begin_catch(i8* %28) #5
  %35 = bitcast i8* %34 to i32*
  %36 = load i32, i32* %35, align 4, !tbaa !6
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i32 0, i32 0), i32 noundef %3, i32 noundef %36)
  tail call void @__cxa_end_catch() #5
  br label %38

38:                                               ; preds = %59, %55, %44, %33
  %39 = add nuw nsw i32 %3, 1
  %40 = icmp eq i32 %39, 4
  br i1 %40, label %1, label %2, !llvm.loop !16

41:                                               ; preds = %30
  %42 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTId to i8*)) #5
  %43 = icmp eq i32 %29, %42
  br i1 %43, label %44, label %51

44:                                               ; preds = %41
  %45 = tail call i8* @__cxa_begin_catch(i8* %28) #5
  %46 = bitcast i8* %45 to double*
  %47 = load double, double* %46, align 4, !tbaa !10
  %48 = fmul double %47, 1.000000e+01
  %49 = fptosi double %48 to i32
  %50 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i32 0, i32 0), i32 noundef %3, i32 noundef %49)
  tail call void @__cxa_end_catch() #5
  br label %38

51:                                               ; preds = %41
  %52 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Obj to i8*)) #5
  %53 = icmp eq i32 %29, %52
  %54 = tail call i8* @__cxa_begin_catch(i8* %28) #5
  br i1 %53, label %55, label %59

55:                                               ; preds = %51
  %56 = bitcast i8* %54 to i32*
  %57 = load i32, i32* %56, align 4, !tbaa !12
  %58 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.2, i32 0, i32 0), i32 noundef %3, i32 noundef %57)
  tail call void @__cxa_end_catch()
  br label %38

59:                                               ; preds = %51
  %60 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.1, i32 0, i32 0), i32 noundef %3)
  tail call void @__cxa_end_catch()
  br label %38

61:                                               ; preds = %26
  %62 = landingpad { i8*, i32 }
          catch i8* null
  %63 = extractvalue { i8*, i32 } %62, 0
  tail call void @__clang_call_terminate(i8* %63) #7
  unreachable

64:                                               ; preds = %21
  unreachable
}

declare i32 @__gxx_personality_v0(...)

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

declare void @__cxa_rethrow() local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #2 comdat {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #5
  tail call void @_ZSt9terminatev() #7
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN3ObjD2Ev(%struct.Obj* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.Obj, %struct.Obj* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !12
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.6, i32 0, i32 0), i32 noundef %3)
  ret void
}

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline noreturn nounwind }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = !{!13, !7, i64 0}
!13 = !{!"_ZTS3Obj", !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !8, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
