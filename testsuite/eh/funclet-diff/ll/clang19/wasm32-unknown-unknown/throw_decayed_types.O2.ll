; ModuleID = 'throw_decayed_types.cpp'
source_filename = "throw_decayed_types.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZTSPFivE = comdat any

$_ZTSFivE = comdat any

$_ZTIFivE = comdat any

$_ZTIPFivE = comdat any

@_ZTIPKi = external constant ptr
@_ZL5table = internal global [3 x i32] [i32 4, i32 5, i32 6], align 4
@_ZTIPi = external constant ptr
@.str = private unnamed_addr constant [31 x i8] c"array as const int*: %d %d %d\0A\00", align 1
@_ZTIPv = external constant ptr
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSPFivE = linkonce_odr constant [6 x i8] c"PFivE\00", comdat, align 1
@_ZTVN10__cxxabiv120__function_type_infoE = external global [0 x ptr]
@_ZTSFivE = linkonce_odr constant [5 x i8] c"FivE\00", comdat, align 1
@_ZTIFivE = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__function_type_infoE, i32 2), ptr @_ZTSFivE }, comdat, align 4
@_ZTIPFivE = linkonce_odr constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSPFivE, i32 0, ptr @_ZTIFivE }, comdat, align 4
@.str.1 = private unnamed_addr constant [27 x i8] c"function pointer gives %d\0A\00", align 1
@__const.main.word = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@_ZTIPKc = external constant ptr
@_ZTIPc = external constant ptr
@.str.3 = private unnamed_addr constant [31 x i8] c"char array as const char*: %s\0A\00", align 1
@str = private unnamed_addr constant [25 x i8] c"wrong: function as void*\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca [6 x i8], align 1
  %2 = tail call ptr @__cxa_allocate_exception(i32 4) #9
  store ptr @_ZL5table, ptr %2, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIPi, ptr null) #5
          to label %59 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @_ZTIPKi]
  %7 = tail call ptr @llvm.wasm.get.exception(token %6)
  %8 = tail call i32 @llvm.wasm.get.ehselector(token %6)
  %9 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKi) #9
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %19

11:                                               ; preds = %5
  %12 = call ptr @__cxa_begin_catch(ptr %7) #9 [ "funclet"(token %6) ]
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = getelementptr inbounds i8, ptr %12, i32 4
  %15 = load i32, ptr %14, align 4, !tbaa !6
  %16 = getelementptr inbounds i8, ptr %12, i32 8
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %13, i32 noundef %15, i32 noundef %17) [ "funclet"(token %6) ]
  call void @__cxa_end_catch() #9 [ "funclet"(token %6) ]
  catchret from %6 to label %20

19:                                               ; preds = %5
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %6) ]
  unreachable

20:                                               ; preds = %11
  %21 = tail call ptr @__cxa_allocate_exception(i32 4) #9
  store ptr @_ZL5sevenv, ptr %21, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %21, ptr nonnull @_ZTIPFivE, ptr null) #5
          to label %59 unwind label %22

22:                                               ; preds = %20
  %23 = catchswitch within none [label %24] unwind to caller

24:                                               ; preds = %22
  %25 = catchpad within %23 [ptr @_ZTIPv, ptr @_ZTIPFivE]
  %26 = tail call ptr @llvm.wasm.get.exception(token %25)
  %27 = tail call i32 @llvm.wasm.get.ehselector(token %25)
  %28 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPv) #9
  %29 = icmp eq i32 %27, %28
  br i1 %29, label %30, label %33

30:                                               ; preds = %24
  %31 = call ptr @__cxa_begin_catch(ptr %26) #9 [ "funclet"(token %25) ]
  %32 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %25) ]
  call void @__cxa_end_catch() #9 [ "funclet"(token %25) ]
  catchret from %25 to label %42

33:                                               ; preds = %24
  %34 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPFivE) #9
  %35 = icmp eq i32 %27, %34
  br i1 %35, label %36, label %41

36:                                               ; preds = %33
  %37 = call ptr @__cxa_begin_catch(ptr %26) #9 [ "funclet"(token %25) ]
  %38 = invoke noundef i32 %37() [ "funclet"(token %25) ]
          to label %39 unwind label %57

39:                                               ; preds = %36
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %38) [ "funclet"(token %25) ]
  call void @__cxa_end_catch() #9 [ "funclet"(token %25) ]
  catchret from %25 to label %42

41:                                               ; preds = %33
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %25) ]
  unreachable

42:                                               ; preds = %39, %30
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %1) #9
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(6) %1, ptr noundef nonnull align 1 dereferenceable(6) @__const.main.word, i32 6, i1 false)
  %43 = tail call ptr @__cxa_allocate_exception(i32 4) #9
  store ptr %1, ptr %43, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %43, ptr nonnull @_ZTIPc, ptr null) #5
          to label %59 unwind label %44

44:                                               ; preds = %42
  %45 = catchswitch within none [label %46] unwind to caller

46:                                               ; preds = %44
  %47 = catchpad within %45 [ptr @_ZTIPKc]
  %48 = call ptr @llvm.wasm.get.exception(token %47)
  %49 = call i32 @llvm.wasm.get.ehselector(token %47)
  %50 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #9
  %51 = icmp eq i32 %49, %50
  br i1 %51, label %52, label %55

52:                                               ; preds = %46
  %53 = call ptr @__cxa_begin_catch(ptr %48) #9 [ "funclet"(token %47) ]
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %53) [ "funclet"(token %47) ]
  call void @__cxa_end_catch() #9 [ "funclet"(token %47) ]
  catchret from %47 to label %56

55:                                               ; preds = %46
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %47) ]
  unreachable

56:                                               ; preds = %52
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %1) #9
  ret i32 0

57:                                               ; preds = %36
  %58 = cleanuppad within %25 []
  call void @__cxa_end_catch() #9 [ "funclet"(token %58) ]
  cleanupret from %58 unwind to caller

59:                                               ; preds = %42, %20, %0
  unreachable
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal noundef i32 @_ZL5sevenv() #6 {
  ret i32 7
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { noreturn }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"any pointer", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !4, i64 0}
