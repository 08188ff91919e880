; ModuleID = 'foreign_exception_catch_all.cpp'
source_filename = "foreign_exception_catch_all.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct._Unwind_Exception = type { i64, ptr, i32, i32, [12 x i8] }

$_ZTSP17_Unwind_Exception = comdat any

$_ZTS17_Unwind_Exception = comdat any

$_ZTI17_Unwind_Exception = comdat any

$_ZTIP17_Unwind_Exception = comdat any

@_ZTIi = external constant ptr
@.str.3 = private unnamed_addr constant [13 x i8] c"cleanups %d\0A\00", align 1
@_ZL10g_cleanups = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP17_Unwind_Exception = linkonce_odr hidden constant [21 x i8] c"P17_Unwind_Exception\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS17_Unwind_Exception = linkonce_odr hidden constant [20 x i8] c"17_Unwind_Exception\00", comdat, align 1
@_ZTI17_Unwind_Exception = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS17_Unwind_Exception }, comdat, align 4
@_ZTIP17_Unwind_Exception = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP17_Unwind_Exception, i32 0, ptr @_ZTI17_Unwind_Exception }, comdat, align 4
@.str.7 = private unnamed_addr constant [7 x i8] c"raiser\00", align 1
@_ZL5g_exc = internal global %struct._Unwind_Exception zeroinitializer, align 16
@.str.9 = private unnamed_addr constant [20 x i8] c"never: returned %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [37 x i8] c"exception_cleanup reason=%d same=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", align 1
@str = private unnamed_addr constant [27 x i8] c"inner catch (...), rethrow\00", align 1
@str.12 = private unnamed_addr constant [18 x i8] c"outer catch (...)\00", align 1
@str.13 = private unnamed_addr constant [17 x i8] c"never: outer int\00", align 1
@str.14 = private unnamed_addr constant [26 x i8] c"never: _Unwind_Exception*\00", align 1
@str.15 = private unnamed_addr constant [11 x i8] c"never: int\00", align 1
@str.16 = private unnamed_addr constant [8 x i8] c"raising\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  invoke fastcc void @_ZL6middlev()
          to label %23 unwind label %1

1:                                                ; preds = %0
  %2 = catchswitch within none [label %3] unwind label %12

3:                                                ; preds = %1
  %4 = catchpad within %2 [ptr null]
  %5 = tail call ptr @llvm.wasm.get.exception(token %4)
  %6 = tail call i32 @llvm.wasm.get.ehselector(token %4)
  %7 = call ptr @__cxa_begin_catch(ptr %5) #9 [ "funclet"(token %4) ]
  %8 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %4) ]
  invoke void @__cxa_rethrow() #5 [ "funclet"(token %4) ]
          to label %28 unwind label %9

9:                                                ; preds = %3
  %10 = cleanuppad within %4 []
  invoke void @__cxa_end_catch() [ "funclet"(token %10) ]
          to label %11 unwind label %29

11:                                               ; preds = %9
  cleanupret from %10 unwind label %12

12:                                               ; preds = %11, %1
  %13 = catchswitch within none [label %14] unwind to caller

14:                                               ; preds = %12
  %15 = catchpad within %13 [ptr @_ZTIi, ptr null]
  %16 = tail call ptr @llvm.wasm.get.exception(token %15)
  %17 = tail call i32 @llvm.wasm.get.ehselector(token %15)
  %18 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #9
  %19 = icmp eq i32 %17, %18
  %20 = call ptr @__cxa_begin_catch(ptr %16) #9 [ "funclet"(token %15) ]
  br i1 %19, label %21, label %26

21:                                               ; preds = %14
  %22 = call i32 @puts(ptr nonnull dereferenceable(1) @str.13) [ "funclet"(token %15) ]
  call void @__cxa_end_catch() #9 [ "funclet"(token %15) ]
  catchret from %15 to label %23

23:                                               ; preds = %0, %26, %21
  %24 = load i32, ptr @_ZL10g_cleanups, align 4, !tbaa !2
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %24)
  ret i32 0

26:                                               ; preds = %14
  %27 = call i32 @puts(ptr nonnull dereferenceable(1) @str.12) [ "funclet"(token %15) ]
  call void @__cxa_end_catch() [ "funclet"(token %15) ]
  catchret from %15 to label %23

28:                                               ; preds = %3
  unreachable

29:                                               ; preds = %9
  %30 = cleanuppad within %10 []
  call void @_ZSt9terminatev() #10 [ "funclet"(token %30) ]
  unreachable
}

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @_ZL6middlev() unnamed_addr #1 personality ptr @__gxx_wasm_personality_v0 {
  invoke fastcc void @_ZL13raise_foreignv()
          to label %19 unwind label %1

1:                                                ; preds = %0
  %2 = catchswitch within none [label %3] unwind label %21

3:                                                ; preds = %1
  %4 = catchpad within %2 [ptr @_ZTIi, ptr @_ZTIP17_Unwind_Exception]
  %5 = tail call ptr @llvm.wasm.get.exception(token %4)
  %6 = tail call i32 @llvm.wasm.get.ehselector(token %4)
  %7 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #9
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %12

9:                                                ; preds = %3
  %10 = call ptr @__cxa_begin_catch(ptr %5) #9 [ "funclet"(token %4) ]
  %11 = call i32 @puts(ptr nonnull dereferenceable(1) @str.15) [ "funclet"(token %4) ]
  call void @__cxa_end_catch() #9 [ "funclet"(token %4) ]
  catchret from %4 to label %19

12:                                               ; preds = %3
  %13 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP17_Unwind_Exception) #9
  %14 = icmp eq i32 %6, %13
  br i1 %14, label %15, label %18

15:                                               ; preds = %12
  %16 = call ptr @__cxa_begin_catch(ptr %5) #9 [ "funclet"(token %4) ]
  %17 = call i32 @puts(ptr nonnull dereferenceable(1) @str.14) [ "funclet"(token %4) ]
  call void @__cxa_end_catch() #9 [ "funclet"(token %4) ]
  catchret from %4 to label %19

18:                                               ; preds = %12
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %4) ]
          to label %24 unwind label %21

19:                                               ; preds = %0, %15, %9
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.4)
  ret void

21:                                               ; preds = %18, %1
  %22 = cleanuppad within none []
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.4) [ "funclet"(token %22) ]
  cleanupret from %22 unwind to caller

24:                                               ; preds = %18
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare void @__cxa_rethrow() local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @_ZL13raise_foreignv() unnamed_addr #1 personality ptr @__gxx_wasm_personality_v0 {
  store i64 6072351294000943694, ptr @_ZL5g_exc, align 16, !tbaa !6
  store ptr @_ZL7cleanupiP17_Unwind_Exception, ptr getelementptr inbounds (i8, ptr @_ZL5g_exc, i32 8), align 8, !tbaa !11
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.16)
  %2 = invoke i32 @_Unwind_RaiseException(ptr noundef nonnull @_ZL5g_exc)
          to label %3 unwind label %6

3:                                                ; preds = %0
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %2)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7)
  ret void

6:                                                ; preds = %0
  %7 = cleanuppad within none []
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7) [ "funclet"(token %7) ]
  cleanupret from %7 unwind to caller
}

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: mustprogress nofree nounwind
define internal void @_ZL7cleanupiP17_Unwind_Exception(i32 noundef %0, ptr noundef readnone %1) #6 {
  %3 = load i32, ptr @_ZL10g_cleanups, align 4, !tbaa !2
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL10g_cleanups, align 4, !tbaa !2
  %5 = icmp eq ptr %1, @_ZL5g_exc
  %6 = zext i1 %5 to i32
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %0, i32 noundef %6)
  ret void
}

declare i32 @_Unwind_RaiseException(ptr noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { noreturn }
attributes #6 = { mustprogress nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!7, !8, i64 0}
!7 = !{!"_ZTS17_Unwind_Exception", !8, i64 0, !9, i64 8, !10, i64 12, !10, i64 16}
!8 = !{!"long long", !4, i64 0}
!9 = !{!"any pointer", !4, i64 0}
!10 = !{!"long", !4, i64 0}
!11 = !{!7, !9, i64 8}
