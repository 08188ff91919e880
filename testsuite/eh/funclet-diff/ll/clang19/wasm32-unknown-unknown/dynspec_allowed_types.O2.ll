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

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS7Derived = linkonce_odr hidden constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr hidden constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Base }, comdat, align 4
@_ZTI7Derived = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS7Derived, ptr @_ZTI4Base }, comdat, align 4
@_ZTIi = external constant ptr
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP4Base = linkonce_odr hidden constant [7 x i8] c"P4Base\00", comdat, align 1
@_ZTIP4Base = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP4Base, i32 0, ptr @_ZTI4Base }, comdat, align 4
@.str = private unnamed_addr constant [14 x i8] c"%d: Base* %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"%d: int %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"%d: Base %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"%d: Derived %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"quiet %d\0A\00", align 1
@_ZL3g_d = internal global %struct.Derived zeroinitializer, align 4
@_ZTSP7Derived = linkonce_odr hidden constant [10 x i8] c"P7Derived\00", comdat, align 1
@_ZTIP7Derived = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP7Derived, i32 0, ptr @_ZTI7Derived }, comdat, align 4
@str = private unnamed_addr constant [18 x i8] c"never: unexpected\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = tail call noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef nonnull @_ZL13never_handlerv) #10
  br label %6

2:                                                ; preds = %43
  %3 = tail call fastcc noundef i32 @_ZL5quieti(i32 noundef 0) #10
  %4 = tail call fastcc noundef i32 @_ZL5quieti(i32 noundef 3) #10
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3)
  ret i32 0

6:                                                ; preds = %0, %43
  %7 = phi i32 [ 0, %0 ], [ %44, %43 ]
  invoke fastcc void @_ZL4speci(i32 noundef %7)
          to label %42 unwind label %8

8:                                                ; preds = %6
  %9 = catchswitch within none [label %10] unwind to caller

10:                                               ; preds = %8
  %11 = catchpad within %9 [ptr @_ZTI7Derived, ptr @_ZTI4Base, ptr @_ZTIi, ptr @_ZTIP4Base]
  %12 = tail call ptr @llvm.wasm.get.exception(token %11)
  %13 = tail call i32 @llvm.wasm.get.ehselector(token %11)
  %14 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Derived) #10
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %20

16:                                               ; preds = %10
  %17 = call ptr @__cxa_begin_catch(ptr %12) #10 [ "funclet"(token %11) ]
  %18 = load i32, ptr %17, align 4, !tbaa !2
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %7, i32 noundef %18) [ "funclet"(token %11) ]
  call void @__cxa_end_catch() [ "funclet"(token %11) ]
  catchret from %11 to label %43

20:                                               ; preds = %10
  %21 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI4Base) #10
  %22 = icmp eq i32 %13, %21
  br i1 %22, label %23, label %27

23:                                               ; preds = %20
  %24 = call ptr @__cxa_begin_catch(ptr %12) #10 [ "funclet"(token %11) ]
  %25 = load i32, ptr %24, align 4, !tbaa !2
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %7, i32 noundef %25) [ "funclet"(token %11) ]
  call void @__cxa_end_catch() [ "funclet"(token %11) ]
  catchret from %11 to label %43

27:                                               ; preds = %20
  %28 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10
  %29 = icmp eq i32 %13, %28
  br i1 %29, label %30, label %34

30:                                               ; preds = %27
  %31 = call ptr @__cxa_begin_catch(ptr %12) #10 [ "funclet"(token %11) ]
  %32 = load i32, ptr %31, align 4, !tbaa !7
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %7, i32 noundef %32) [ "funclet"(token %11) ]
  call void @__cxa_end_catch() #10 [ "funclet"(token %11) ]
  catchret from %11 to label %43

34:                                               ; preds = %27
  %35 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP4Base) #10
  %36 = icmp eq i32 %13, %35
  br i1 %36, label %37, label %41

37:                                               ; preds = %34
  %38 = call ptr @__cxa_begin_catch(ptr %12) #10 [ "funclet"(token %11) ]
  %39 = load i32, ptr %38, align 4, !tbaa !2
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7, i32 noundef %39) [ "funclet"(token %11) ]
  call void @__cxa_end_catch() #10 [ "funclet"(token %11) ]
  catchret from %11 to label %43

41:                                               ; preds = %34
  call void @llvm.wasm.rethrow() #7 [ "funclet"(token %11) ]
  unreachable

42:                                               ; preds = %6
  unreachable

43:                                               ; preds = %16, %23, %30, %37
  %44 = add nuw nsw i32 %7, 1
  %45 = icmp eq i32 %44, 4
  br i1 %45, label %2, label %6, !llvm.loop !8
}

; Function Attrs: nounwind
declare noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress noreturn
define internal void @_ZL13never_handlerv() #2 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  tail call void @__cxa_rethrow() #7
  unreachable
}

; Function Attrs: mustprogress noinline norecurse noreturn
define internal fastcc void @_ZL4speci(i32 noundef %0) unnamed_addr #3 {
  switch i32 %0, label %8 [
    i32 0, label %2
    i32 1, label %4
    i32 2, label %6
  ]

2:                                                ; preds = %1
  %3 = tail call ptr @__cxa_allocate_exception(i32 4) #10
  store i32 10, ptr %3, align 16, !tbaa !2
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTI4Base, ptr null) #7
  unreachable

4:                                                ; preds = %1
  %5 = tail call ptr @__cxa_allocate_exception(i32 4) #10
  store i32 11, ptr %5, align 16
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTI7Derived, ptr null) #7
  unreachable

6:                                                ; preds = %1
  %7 = tail call ptr @__cxa_allocate_exception(i32 4) #10
  store i32 12, ptr %7, align 16, !tbaa !7
  tail call void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTIi, ptr null) #7
  unreachable

8:                                                ; preds = %1
  store i32 13, ptr @_ZL3g_d, align 4, !tbaa !2
  %9 = tail call ptr @__cxa_allocate_exception(i32 4) #10
  store ptr @_ZL3g_d, ptr %9, align 16, !tbaa !10
  tail call void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTIP7Derived, ptr null) #7
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

declare void @__cxa_end_catch() local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #7

; Function Attrs: mustprogress noinline norecurse nounwind
define internal fastcc noundef range(i32 -1, 4) i32 @_ZL5quieti(i32 noundef returned %0) unnamed_addr #8 personality ptr @__gxx_wasm_personality_v0 {
  invoke fastcc void @_ZL4speci(i32 noundef %0)
          to label %10 unwind label %2

2:                                                ; preds = %1
  %3 = catchswitch within none [label %4] unwind label %12

4:                                                ; preds = %2
  %5 = catchpad within %3 [ptr null]
  %6 = tail call ptr @llvm.wasm.get.exception(token %5)
  %7 = tail call i32 @llvm.wasm.get.ehselector(token %5)
  %8 = call ptr @__cxa_begin_catch(ptr %6) #10 [ "funclet"(token %5) ]
  invoke void @__cxa_end_catch() [ "funclet"(token %5) ]
          to label %9 unwind label %12

9:                                                ; preds = %4
  catchret from %5 to label %11

10:                                               ; preds = %1
  unreachable

11:                                               ; preds = %9
  ret i32 %0

12:                                               ; preds = %4, %2
  %13 = cleanuppad within none []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %13) ]
  unreachable
}

declare void @__cxa_rethrow() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress noinline norecurse noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { noreturn }
attributes #8 = { mustprogress noinline norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !4, i64 0}
!3 = !{!"_ZTS4Base", !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!4, !4, i64 0}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !5, i64 0}
