; ModuleID = 'dynspec_allowed_types.cpp'
source_filename = "dynspec_allowed_types.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Derived = type { %struct.Base }
%struct.Base = type { i32 }

$_ZTS7Derived = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTI7Derived = comdat any

$_ZTSP4Base = comdat any

$_ZTIP4Base = comdat any

$_ZTSP7Derived = comdat any

$_ZTIP7Derived = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS7Derived = linkonce_odr hidden constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Base = linkonce_odr hidden constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, comdat, align 4
@_ZTI7Derived = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Derived, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 4
@_ZTIi = external constant i8*
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP4Base = linkonce_odr hidden constant [7 x i8] c"P4Base\00", comdat, align 1
@_ZTIP4Base = linkonce_odr hidden constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTSP4Base, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 4
@.str = private unnamed_addr constant [14 x i8] c"%d: Base* %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"%d: int %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"%d: Base %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"%d: Derived %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"quiet %d\0A\00", align 1
@_ZL3g_d = internal global %struct.Derived zeroinitializer, align 4
@_ZTSP7Derived = linkonce_odr hidden constant [10 x i8] c"P7Derived\00", comdat, align 1
@_ZTIP7Derived = linkonce_odr hidden constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @_ZTSP7Derived, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*) }, comdat, align 4
@str = private unnamed_addr constant [18 x i8] c"never: unexpected\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = tail call noundef void ()* @_ZSt14set_unexpectedPFvvE(void ()* noundef nonnull @_ZL13never_handlerv) #4
  br label %7

2:                                                ; preds = %47
  %3 = tail call fastcc noundef i32 @_ZL5quieti(i32 noundef 0) #4, !range !2
  %4 = tail call fastcc noundef i32 @_ZL5quieti(i32 noundef 3) #4, !range !2
  %5 = add nsw i32 %4, %3
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i32 noundef %5)
  ret i32 0

7:                                                ; preds = %0, %47
  %8 = phi i32 [ 0, %0 ], [ %48, %47 ]
  invoke fastcc void @_ZL4speci(i32 noundef %8)
          to label %47 unwind label %9

9:                                                ; preds = %7
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)]
  %13 = tail call i8* @llvm.wasm.get.exception(token %12)
  %14 = tail call i32 @llvm.wasm.get.ehselector(token %12)
  %15 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)) #4
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %22

17:                                               ; preds = %11
  %18 = call i8* @__cxa_begin_catch(i8* %13) #4 [ "funclet"(token %12) ]
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %19, align 4, !tbaa !3
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef %8, i32 noundef %20) [ "funclet"(token %12) ]
  call void @__cxa_end_catch() [ "funclet"(token %12) ]
  catchret from %12 to label %47

22:                                               ; preds = %11
  %23 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #4
  %24 = icmp eq i32 %14, %23
  br i1 %24, label %25, label %30

25:                                               ; preds = %22
  %26 = call i8* @__cxa_begin_catch(i8* %13) #4 [ "funclet"(token %12) ]
  %27 = bitcast i8* %26 to i32*
  %28 = load i32, i32* %27, align 4, !tbaa !3
  %29 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i32 0, i32 0), i32 noundef %8, i32 noundef %28) [ "funclet"(token %12) ]
  call void @__cxa_end_catch() [ "funclet"(token %12) ]
  catchret from %12 to label %47

30:                                               ; preds = %22
  %31 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %32 = icmp eq i32 %14, %31
  br i1 %32, label %33, label %38

33:                                               ; preds = %30
  %34 = call i8* @__cxa_begin_catch(i8* %13) #4 [ "funclet"(token %12) ]
  %35 = bitcast i8* %34 to i32*
  %36 = load i32, i32* %35, align 4, !tbaa !8
  %37 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i32 0, i32 0), i32 noundef %8, i32 noundef %36) [ "funclet"(token %12) ]
  call void @__cxa_end_catch() #4 [ "funclet"(token %12) ]
  catchret from %12 to label %47

38:                                               ; preds = %30
  %39 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)) #4
  %40 = icmp eq i32 %14, %39
  br i1 %40, label %41, label %46

41:                                               ; preds = %38
  %42 = call i8* @__cxa_begin_catch(i8* %13) #4 [ "funclet"(token %12) ]
  %43 = bitcast i8* %42 to i32*
  %44 = load i32, i32* %43, align 4, !tbaa !3
  %45 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i32 0, i32 0), i32 noundef %8, i32 noundef %44) [ "funclet"(token %12) ]
  call void @__cxa_end_catch() #4 [ "funclet"(token %12) ]
  catchret from %12 to label %47

46:                                               ; preds = %38
  call void @llvm.wasm.rethrow() #7 [ "funclet"(token %12) ]
  unreachable

47:                                               ; preds = %7, %17, %25, %33, %41
  %48 = add nuw nsw i32 %8, 1
  %49 = icmp eq i32 %48, 4
  br i1 %49, label %2, label %7, !llvm.loop !9
}

; Function Attrs: nounwind
declare noundef void ()* @_ZSt14set_unexpectedPFvvE(void ()* noundef) local_unnamed_addr #1

; Function Attrs: mustprogress norecurse noreturn
define internal void @_ZL13never_handlerv() #2 {
  %1 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @str, i32 0, i32 0))
  tail call void @__cxa_rethrow() #7
  unreachable
}

; Function Attrs: mustprogress noinline norecurse noreturn
define internal fastcc void @_ZL4speci(i32 noundef %0) unnamed_addr #3 {
  switch i32 %0, label %11 [
    i32 0, label %2
    i32 1, label %5
    i32 2, label %8
  ]

2:                                                ; preds = %1
  %3 = tail call i8* @__cxa_allocate_exception(i32 4) #4
  %4 = bitcast i8* %3 to i32*
  store i32 10, i32* %4, align 16, !tbaa !3
  tail call void @__cxa_throw(i8* %3, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* null) #7
  unreachable

5:                                                ; preds = %1
  %6 = tail call i8* @__cxa_allocate_exception(i32 4) #4
  %7 = bitcast i8* %6 to i32*
  store i32 11, i32* %7, align 16
  tail call void @__cxa_throw(i8* %6, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*), i8* null) #7
  unreachable

8:                                                ; preds = %1
  %9 = tail call i8* @__cxa_allocate_exception(i32 4) #4
  %10 = bitcast i8* %9 to i32*
  store i32 12, i32* %10, align 16, !tbaa !8
  tail call void @__cxa_throw(i8* %9, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
  unreachable

11:                                               ; preds = %1
  store i32 13, i32* getelementptr inbounds (%struct.Derived, %struct.Derived* @_ZL3g_d, i32 0, i32 0, i32 0), align 4, !tbaa !3
  %12 = tail call i8* @__cxa_allocate_exception(i32 4) #4
  %13 = bitcast i8* %12 to %struct.Derived**
  store %struct.Derived* @_ZL3g_d, %struct.Derived** %13, align 16, !tbaa !11
  tail call void @__cxa_throw(i8* %12, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP7Derived to i8*), i8* null) #7
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #4

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

declare void @__cxa_end_catch() local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #7

; Function Attrs: mustprogress noinline norecurse nounwind
define internal fastcc noundef i32 @_ZL5quieti(i32 noundef %0) unnamed_addr #8 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  invoke fastcc void @_ZL4speci(i32 noundef %0)
          to label %10 unwind label %2

2:                                                ; preds = %1
  %3 = catchswitch within none [label %4] unwind label %12

4:                                                ; preds = %2
  %5 = catchpad within %3 [i8* null]
  %6 = tail call i8* @llvm.wasm.get.exception(token %5)
  %7 = tail call i32 @llvm.wasm.get.ehselector(token %5)
  %8 = call i8* @__cxa_begin_catch(i8* %6) #4 [ "funclet"(token %5) ]
  invoke void @__cxa_end_catch() [ "funclet"(token %5) ]
          to label %9 unwind label %12

9:                                                ; preds = %4
  catchret from %5 to label %10

10:                                               ; preds = %1, %9
  %11 = phi i32 [ %0, %9 ], [ -1, %1 ]
  ret i32 %11

12:                                               ; preds = %4, %2
  %13 = cleanuppad within none []
  call void @_ZSt9terminatev() #10 [ "funclet"(token %13) ]
  unreachable
}

declare void @__cxa_rethrow() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { mustprogress norecurse noreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { mustprogress noinline norecurse noreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { nounwind }
attributes #5 = { nofree nosync nounwind readnone }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { noreturn }
attributes #8 = { mustprogress noinline norecurse nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { nofree nounwind }
attributes #10 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{i32 -1, i32 4}
!3 = !{!4, !5, i64 0}
!4 = !{!"_ZTS4Base", !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!5, !5, i64 0}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !6, i64 0}
