; ModuleID = 'partial_construction_bases.cpp'
source_filename = "partial_construction_bases.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Top = type { %struct.B1.base, %struct.B2.base, %struct.Part, %struct.VB }
%struct.B1.base = type { ptr, %struct.Part }
%struct.B2.base = type { ptr, %struct.Part }
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
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@_ZTV3Top = linkonce_odr hidden unnamed_addr constant { [3 x ptr], [3 x ptr] } { [3 x ptr] [ptr inttoptr (i32 20 to ptr), ptr null, ptr @_ZTI3Top], [3 x ptr] [ptr inttoptr (i32 12 to ptr), ptr inttoptr (i32 -8 to ptr), ptr @_ZTI3Top] }, comdat, align 4
@_ZTC3Top0_2B1 = linkonce_odr hidden unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr inttoptr (i32 20 to ptr), ptr null, ptr @_ZTI2B1] }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS2B1 = linkonce_odr hidden constant [4 x i8] c"2B1\00", comdat, align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS2VB = linkonce_odr hidden constant [4 x i8] c"2VB\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Part = linkonce_odr hidden constant [6 x i8] c"4Part\00", comdat, align 1
@_ZTI4Part = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Part }, comdat, align 4
@_ZTI2VB = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS2VB, ptr @_ZTI4Part }, comdat, align 4
@_ZTI2B1 = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS2B1, i32 1, i32 2, ptr @_ZTI2VB, i32 -3069, ptr @_ZTI4Part, i32 1026 }, comdat, align 4
@_ZTS2B2 = linkonce_odr hidden constant [4 x i8] c"2B2\00", comdat, align 1
@_ZTI2B2 = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS2B2, i32 1, i32 2, ptr @_ZTI2VB, i32 -3069, ptr @_ZTI4Part, i32 1026 }, comdat, align 4
@_ZTS3Top = linkonce_odr hidden constant [5 x i8] c"3Top\00", comdat, align 1
@_ZTI3Top = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS3Top, i32 3, i32 2, ptr @_ZTI2B1, i32 2, ptr @_ZTI2B2, i32 2050 }, comdat, align 4
@.str.4 = private unnamed_addr constant [10 x i8] c"Part(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"~Part(%d)\0A\00", align 1
@str = private unnamed_addr constant [6 x i8] c"built\00", align 1
@str.7 = private unnamed_addr constant [9 x i8] c"Top body\00", align 1
@str.8 = private unnamed_addr constant [5 x i8] c"~Top\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca %struct.Top, align 4
  %2 = getelementptr inbounds i8, ptr %1, i32 8
  %3 = getelementptr inbounds i8, ptr %1, i32 16
  %4 = getelementptr inbounds i8, ptr %1, i32 12
  %5 = getelementptr inbounds i8, ptr %1, i32 4
  %6 = getelementptr inbounds i8, ptr %1, i32 20
  br label %8

7:                                                ; preds = %36
  ret i32 0

8:                                                ; preds = %0, %36
  %9 = phi i32 [ 1, %0 ], [ %37, %36 ]
  store i32 %9, ptr @_ZL7fail_at, align 4, !tbaa !2
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %9)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #8
  %11 = invoke noundef ptr @_ZN3TopC1Ev(ptr noundef nonnull align 4 dereferenceable(20) %1)
          to label %12 unwind label %23

12:                                               ; preds = %8
  %13 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  store ptr getelementptr inbounds inrange(-12, 0) (i8, ptr @_ZTV3Top, i32 12), ptr %1, align 4, !tbaa !6
  store ptr getelementptr inbounds inrange(-12, 0) (i8, ptr @_ZTV3Top, i32 24), ptr %2, align 4, !tbaa !6
  %14 = call i32 @puts(ptr nonnull dereferenceable(1) @str.8)
  %15 = load i32, ptr %3, align 4, !tbaa !8
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %15)
  %17 = load i32, ptr %4, align 4, !tbaa !8
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %17)
  %19 = load i32, ptr %5, align 4, !tbaa !8
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %19)
  %21 = load i32, ptr %6, align 4, !tbaa !8
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %21)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #8
  br label %36

23:                                               ; preds = %8
  %24 = catchswitch within none [label %25] unwind to caller

25:                                               ; preds = %23
  %26 = catchpad within %24 [ptr @_ZTIi]
  %27 = call ptr @llvm.wasm.get.exception(token %26)
  %28 = call i32 @llvm.wasm.get.ehselector(token %26)
  %29 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #8
  %30 = icmp eq i32 %28, %29
  br i1 %30, label %31, label %35

31:                                               ; preds = %25
  %32 = call ptr @__cxa_begin_catch(ptr %27) #8 [ "funclet"(token %26) ]
  %33 = load i32, ptr %32, align 4, !tbaa !2
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %33) [ "funclet"(token %26) ]
  call void @__cxa_end_catch() #8 [ "funclet"(token %26) ]
  catchret from %26 to label %36

35:                                               ; preds = %25
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %26) ]
  unreachable

36:                                               ; preds = %12, %31
  %37 = add nuw nsw i32 %9, 1
  %38 = icmp eq i32 %37, 6
  br i1 %38, label %7, label %8, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress
define linkonce_odr hidden noundef ptr @_ZN3TopC1Ev(ptr noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #3 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i32 20
  store i32 1, ptr %2, align 4, !tbaa !8
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1)
  %4 = load i32, ptr %2, align 4, !tbaa !8
  %5 = load i32, ptr @_ZL7fail_at, align 4, !tbaa !2
  %6 = icmp eq i32 %4, %5
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  %9 = load i32, ptr %2, align 4, !tbaa !8
  store i32 %9, ptr %8, align 16, !tbaa !2
  tail call void @__cxa_throw(ptr nonnull %8, ptr nonnull @_ZTIi, ptr null) #6
  unreachable

10:                                               ; preds = %1
  %11 = getelementptr inbounds i8, ptr %0, i32 4
  store i32 2, ptr %11, align 4, !tbaa !8
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2)
  %13 = load i32, ptr %11, align 4, !tbaa !8
  %14 = load i32, ptr @_ZL7fail_at, align 4, !tbaa !2
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %20

16:                                               ; preds = %10
  %17 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  %18 = load i32, ptr %11, align 4, !tbaa !8
  store i32 %18, ptr %17, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTIi, ptr null) #6
          to label %19 unwind label %51

19:                                               ; preds = %16
  unreachable

20:                                               ; preds = %10
  store ptr getelementptr inbounds inrange(-12, 0) (i8, ptr @_ZTC3Top0_2B1, i32 12), ptr %0, align 4, !tbaa !6
  %21 = getelementptr inbounds i8, ptr %0, i32 12
  store i32 3, ptr %21, align 4, !tbaa !8
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3)
  %23 = load i32, ptr %21, align 4, !tbaa !8
  %24 = load i32, ptr @_ZL7fail_at, align 4, !tbaa !2
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %30

26:                                               ; preds = %20
  %27 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  %28 = load i32, ptr %21, align 4, !tbaa !8
  store i32 %28, ptr %27, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %27, ptr nonnull @_ZTIi, ptr null) #6
          to label %29 unwind label %47

29:                                               ; preds = %26
  unreachable

30:                                               ; preds = %20
  %31 = getelementptr inbounds i8, ptr %0, i32 8
  store ptr getelementptr inbounds inrange(-12, 0) (i8, ptr @_ZTV3Top, i32 12), ptr %0, align 4, !tbaa !6
  store ptr getelementptr inbounds inrange(-12, 0) (i8, ptr @_ZTV3Top, i32 24), ptr %31, align 4, !tbaa !6
  %32 = getelementptr inbounds i8, ptr %0, i32 16
  store i32 4, ptr %32, align 4, !tbaa !8
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 4)
  %34 = load i32, ptr %32, align 4, !tbaa !8
  %35 = load i32, ptr @_ZL7fail_at, align 4, !tbaa !2
  %36 = icmp eq i32 %34, %35
  br i1 %36, label %37, label %41

37:                                               ; preds = %30
  %38 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  %39 = load i32, ptr %32, align 4, !tbaa !8
  store i32 %39, ptr %38, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %38, ptr nonnull @_ZTIi, ptr null) #6
          to label %40 unwind label %43

40:                                               ; preds = %37
  unreachable

41:                                               ; preds = %30
  %42 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.7)
  ret ptr %0

43:                                               ; preds = %37
  %44 = cleanuppad within none []
  %45 = load i32, ptr %21, align 4, !tbaa !8
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %45) [ "funclet"(token %44) ]
  cleanupret from %44 unwind label %47

47:                                               ; preds = %26, %43
  %48 = cleanuppad within none []
  %49 = load i32, ptr %11, align 4, !tbaa !8
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %49) [ "funclet"(token %48) ]
  cleanupret from %48 unwind label %51

51:                                               ; preds = %16, %47
  %52 = cleanuppad within none []
  %53 = load i32, ptr %2, align 4, !tbaa !8
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %53) [ "funclet"(token %52) ]
  cleanupret from %52 unwind to caller
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { noreturn }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
