; ModuleID = 'exception_lifetime_loop.cpp'
source_filename = "exception_lifetime_loop.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Ex = type { i32 }

$_ZN2ExD2Ev = comdat any

$_ZTS3Sub = comdat any

$_ZTS2Ex = comdat any

$_ZTI2Ex = comdat any

$_ZTI3Sub = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS3Sub = linkonce_odr hidden constant [5 x i8] c"3Sub\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS2Ex = linkonce_odr hidden constant [4 x i8] c"2Ex\00", comdat, align 1
@_ZTI2Ex = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2Ex, i32 0, i32 0) }, comdat, align 4
@_ZTI3Sub = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Sub, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI2Ex to i8*) }, comdat, align 4
@_ZTIi = external constant i8*
@_ZL4live = internal unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [24 x i8] c"live %d after round %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"sum %lld made %d copies %d live %d\0A\00", align 1
@_ZL4made = internal unnamed_addr global i32 0, align 4
@_ZL6copies = internal unnamed_addr global i32 0, align 4
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  br label %6

1:                                                ; preds = %57
  %2 = load i32, i32* @_ZL4made, align 4, !tbaa !2
  %3 = load i32, i32* @_ZL6copies, align 4, !tbaa !2
  %4 = load i32, i32* @_ZL4live, align 4, !tbaa !2
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.1, i32 0, i32 0), i64 noundef %52, i32 noundef %2, i32 noundef %3, i32 noundef %4)
  ret i32 0

6:                                                ; preds = %0, %57
  %7 = phi i64 [ 0, %0 ], [ %52, %57 ]
  %8 = phi i32 [ 0, %0 ], [ %58, %57 ]
  invoke fastcc void @_ZL7throweri(i32 noundef %8)
          to label %51 unwind label %9

9:                                                ; preds = %6
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Sub to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI2Ex to i8*), i8* bitcast (i8** @_ZTIi to i8*)]
  %13 = tail call i8* @llvm.wasm.get.exception(token %12)
  %14 = tail call i32 @llvm.wasm.get.ehselector(token %12)
  %15 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Sub to i8*)) #2
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %31

17:                                               ; preds = %11
  %18 = call i8* @__cxa_get_exception_ptr(i8* %13) #2 [ "funclet"(token %12) ]
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %19, align 4, !tbaa !6
  %21 = load i32, i32* @_ZL4live, align 4, !tbaa !2
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* @_ZL4live, align 4, !tbaa !2
  %23 = load i32, i32* @_ZL6copies, align 4, !tbaa !2
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* @_ZL6copies, align 4, !tbaa !2
  %25 = call i8* @__cxa_begin_catch(i8* %13) #2 [ "funclet"(token %12) ]
  %26 = mul nsw i32 %20, 3
  %27 = sext i32 %26 to i64
  %28 = add nsw i64 %7, %27
  %29 = load i32, i32* @_ZL4live, align 4, !tbaa !2
  %30 = add nsw i32 %29, -1
  store i32 %30, i32* @_ZL4live, align 4, !tbaa !2
  call void @__cxa_end_catch() [ "funclet"(token %12) ]
  catchret from %12 to label %51

31:                                               ; preds = %11
  %32 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI2Ex to i8*)) #2
  %33 = icmp eq i32 %14, %32
  br i1 %33, label %34, label %41

34:                                               ; preds = %31
  %35 = call i8* @__cxa_begin_catch(i8* %13) #2 [ "funclet"(token %12) ]
  %36 = bitcast i8* %35 to i32*
  %37 = load i32, i32* %36, align 4, !tbaa !6
  %38 = shl nsw i32 %37, 1
  %39 = sext i32 %38 to i64
  %40 = add nsw i64 %7, %39
  call void @__cxa_end_catch() [ "funclet"(token %12) ]
  catchret from %12 to label %51

41:                                               ; preds = %31
  %42 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #2
  %43 = icmp eq i32 %14, %42
  br i1 %43, label %44, label %50

44:                                               ; preds = %41
  %45 = call i8* @__cxa_begin_catch(i8* %13) #2 [ "funclet"(token %12) ]
  %46 = bitcast i8* %45 to i32*
  %47 = load i32, i32* %46, align 4, !tbaa !2
  %48 = sext i32 %47 to i64
  %49 = add nsw i64 %7, %48
  call void @__cxa_end_catch() #2 [ "funclet"(token %12) ]
  catchret from %12 to label %51

50:                                               ; preds = %41
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %12) ]
  unreachable

51:                                               ; preds = %6, %44, %34, %17
  %52 = phi i64 [ %7, %6 ], [ %28, %17 ], [ %40, %34 ], [ %49, %44 ]
  %53 = load i32, i32* @_ZL4live, align 4, !tbaa !2
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %57, label %55

55:                                               ; preds = %51
  %56 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str, i32 0, i32 0), i32 noundef %53, i32 noundef %8)
  br label %57

57:                                               ; preds = %51, %55
  %58 = add nuw nsw i32 %8, 1
  %59 = icmp eq i32 %58, 1000
  br i1 %59, label %1, label %6, !llvm.loop !8
}

; Function Attrs: noinline norecurse noreturn
define internal fastcc void @_ZL7throweri(i32 noundef %0) unnamed_addr #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = srem i32 %0, 3
  switch i32 %2, label %17 [
    i32 0, label %3
    i32 1, label %10
  ]

3:                                                ; preds = %1
  %4 = tail call i8* @__cxa_allocate_exception(i32 4) #2
  %5 = bitcast i8* %4 to i32*
  store i32 %0, i32* %5, align 4, !tbaa !6
  %6 = load i32, i32* @_ZL4live, align 4, !tbaa !2
  %7 = add nsw i32 %6, 1
  store i32 %7, i32* @_ZL4live, align 4, !tbaa !2
  %8 = load i32, i32* @_ZL4made, align 4, !tbaa !2
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @_ZL4made, align 4, !tbaa !2
  tail call void @__cxa_throw(i8* %4, i8* bitcast ({ i8*, i8* }* @_ZTI2Ex to i8*), i8* bitcast (%struct.Ex* (%struct.Ex*)* @_ZN2ExD2Ev to i8*)) #4
  unreachable

10:                                               ; preds = %1
  %11 = tail call i8* @__cxa_allocate_exception(i32 4) #2
  %12 = bitcast i8* %11 to i32*
  store i32 %0, i32* %12, align 4, !tbaa !6
  %13 = load i32, i32* @_ZL4live, align 4, !tbaa !2
  %14 = add nsw i32 %13, 1
  store i32 %14, i32* @_ZL4live, align 4, !tbaa !2
  %15 = load i32, i32* @_ZL4made, align 4, !tbaa !2
  %16 = add nsw i32 %15, 1
  store i32 %16, i32* @_ZL4made, align 4, !tbaa !2
  tail call void @__cxa_throw(i8* %11, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Sub to i8*), i8* bitcast (%struct.Ex* (%struct.Ex*)* @_ZN2ExD2Ev to i8*)) #4
  unreachable

17:                                               ; preds = %1
  %18 = tail call i8* @__cxa_allocate_exception(i32 4) #2
  %19 = bitcast i8* %18 to i32*
  store i32 %0, i32* %19, align 16, !tbaa !2
  tail call void @__cxa_throw(i8* %18, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #4
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #2

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare i8* @__cxa_get_exception_ptr(i8*) local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.Ex* @_ZN2ExD2Ev(%struct.Ex* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = load i32, i32* @_ZL4live, align 4, !tbaa !2
  %3 = add nsw i32 %2, -1
  store i32 %3, i32* @_ZL4live, align 4, !tbaa !2
  ret %struct.Ex* %0
}

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { noinline norecurse noreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { noreturn }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!7, !3, i64 0}
!7 = !{!"_ZTS2Ex", !3, i64 0}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
