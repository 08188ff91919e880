; ModuleID = 'exception_lifetime_loop.cpp'
source_filename = "exception_lifetime_loop.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Ex = type { i32 }

$_ZN2ExD2Ev = comdat any

$_ZTS3Sub = comdat any

$_ZTS2Ex = comdat any

$_ZTI2Ex = comdat any

$_ZTI3Sub = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS3Sub = linkonce_odr dso_local constant [5 x i8] c"3Sub\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS2Ex = linkonce_odr dso_local constant [4 x i8] c"2Ex\00", comdat, align 1
@_ZTI2Ex = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2Ex, i32 0, i32 0) }, comdat, align 8
@_ZTI3Sub = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Sub, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI2Ex to i8*) }, comdat, align 8
@_ZTIi = external constant i8*
@_ZL4live = internal unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [24 x i8] c"live %d after round %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"sum %lld made %d copies %d live %d\0A\00", align 1
@_ZL4made = internal unnamed_addr global i32 0, align 4
@_ZL6copies = internal unnamed_addr global i32 0, align 4

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  br label %6

1:                                                ; preds = %54
  %2 = load i32, i32* @_ZL4made, align 4, !tbaa !5
  %3 = load i32, i32* @_ZL6copies, align 4, !tbaa !5
  %4 = load i32, i32* @_ZL4live, align 4, !tbaa !5
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.1, i64 0, i64 0), i64 noundef %30, i32 noundef %2, i32 noundef %3, i32 noundef %4)
  ret i32 0

6:                                                ; preds = %0, %54
  %7 = phi i64 [ 0, %0 ], [ %30, %54 ]
  %8 = phi i32 [ 0, %0 ], [ %55, %54 ]
  invoke fastcc void @_ZL7throweri(i32 noundef %8)
          to label %29 unwind label %9

9:                                                ; preds = %6
  %10 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Sub to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI2Ex to i8*)
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %11 = extractvalue { i8*, i32 } %10, 0
  %12 = extractvalue { i8*, i32 } %10, 1
  %13 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Sub to i8*)) #5
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %35

15:                                               ; preds = %9
  %16 = tail call i8* @__cxa_get_exception_ptr(i8* %11) #5
  %17 = bitcast i8* %16 to i32*
  %18 = load i32, i32* %17, align 4, !tbaa !9
  %19 = load i32, i32* @_ZL4live, align 4, !tbaa !5
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* @_ZL4live, align 4, !tbaa !5
  %21 = load i32, i32* @_ZL6copies, align 4, !tbaa !5
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* @_ZL6copies, align 4, !tbaa !5
  %23 = tail call i8* @__cxa_begin_catch(i8* %11) #5
  %24 = mul nsw i32 %18, 3
  %25 = sext i32 %24 to i64
  %26 = add nsw i64 %7, %25
  %27 = load i32, i32* @_ZL4live, align 4, !tbaa !5
  %28 = add nsw i32 %27, -1
  store i32 %28, i32* @_ZL4live, align 4, !tbaa !5
  tail call void @__cxa_end_catch()
  br label %29

29:                                               ; preds = %6, %15, %38, %48
  %30 = phi i64 [ %7, %6 ], [ %26, %15 ], [ %44, %38 ], [ %53, %48 ]
  %31 = load i32, i32* @_ZL4live, align 4, !tbaa !5
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %54, label %33

33:                                               ; preds = %29
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str, i64 0, i64 0), i32 noundef %31, i32 noundef %8)
  br label %54

35:                                               ; preds = %9
  %36 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI2Ex to i8*)) #5
  %37 = icmp eq i32 %12, %36
  br i1 %37, label %38, label %45

38:                                               ; preds = %35
  %39 = tail call i8* @__cxa_begin_catch(i8* %11) #5
  %40 = bitcast i8* %39 to i32*
  %41 = load i32, i32* %40, align 4, !tbaa !9
  %42 = shl nsw i32 %41, 1
  %43 = sext i32 %42 to i64
  %44 = add nsw i64 %7, %43
  tail call void @__cxa_end_catch()
  br label %29

45:                                               ; preds = %35
  %46 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %47 = icmp eq i32 %12, %46
  br i1 %47, label %48, label %57

48:                                               ; preds = %45
  %49 = tail call i8* @__cxa_begin_catch(i8* %11) #5
  %50 = bitcast i8* %49 to i32*
  %51 = load i32, i32* %50, align 4, !tbaa !5
  %52 = sext i32 %51 to i64
  %53 = add nsw i64 %7, %52
  tail call void @__cxa_end_catch() #5
  br label %29

54:                                               ; preds = %29, %33
  %55 = add nuw nsw i32 %8, 1
  %56 = icmp eq i32 %55, 1000
  br i1 %56, label %1, label %6, !llvm.loop !11

57:                                               ; preds = %45
  resume { i8*, i32 } %10
}

; Function Attrs: noinline norecurse noreturn uwtable
define internal fastcc void @_ZL7throweri(i32 noundef %0) unnamed_addr #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = srem i32 %0, 3
  switch i32 %2, label %17 [
    i32 0, label %3
    i32 1, label %10
  ]

3:                                                ; preds = %1
  %4 = tail call i8* @__cxa_allocate_exception(i64 4) #5
  %5 = bitcast i8* %4 to i32*
  store i32 %0, i32* %5, align 4, !tbaa !9
  %6 = load i32, i32* @_ZL4live, align 4, !tbaa !5
  %7 = add nsw i32 %6, 1
  store i32 %7, i32* @_ZL4live, align 4, !tbaa !5
  %8 = load i32, i32* @_ZL4made, align 4, !tbaa !5
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @_ZL4made, align 4, !tbaa !5
  tail call void @__cxa_throw(i8* %4, i8* bitcast ({ i8*, i8* }* @_ZTI2Ex to i8*), i8* bitcast (void (%struct.Ex*)* @_ZN2ExD2Ev to i8*)) #6
  unreachable

10:                                               ; preds = %1
  %11 = tail call i8* @__cxa_allocate_exception(i64 4) #5
  %12 = bitcast i8* %11 to i32*
  store i32 %0, i32* %12, align 4, !tbaa !9
  %13 = load i32, i32* @_ZL4live, align 4, !tbaa !5
  %14 = add nsw i32 %13, 1
  store i32 %14, i32* @_ZL4live, align 4, !tbaa !5
  %15 = load i32, i32* @_ZL4made, align 4, !tbaa !5
  %16 = add nsw i32 %15, 1
  store i32 %16, i32* @_ZL4made, align 4, !tbaa !5
  tail call void @__cxa_throw(i8* %11, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Sub to i8*), i8* bitcast (void (%struct.Ex*)* @_ZN2ExD2Ev to i8*)) #6
  unreachable

17:                                               ; preds = %1
  %18 = tail call i8* @__cxa_allocate_exception(i64 4) #5
  %19 = bitcast i8* %18 to i32*
  store i32 %0, i32* %19, align 16, !tbaa !5
  tail call void @__cxa_throw(i8* %18, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare i8* @__cxa_get_exception_ptr(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN2ExD2Ev(%struct.Ex* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 {
  %2 = load i32, i32* @_ZL4live, align 4, !tbaa !5
  %3 = add nsw i32 %2, -1
  store i32 %3, i32* @_ZL4live, align 4, !tbaa !5
  ret void
}

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline norecurse noreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"_ZTS2Ex", !6, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
