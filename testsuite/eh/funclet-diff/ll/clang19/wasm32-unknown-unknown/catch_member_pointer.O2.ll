; ModuleID = 'catch_member_pointer.cpp'
source_filename = "catch_member_pointer.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.S = type { i32, i32 }

$_ZN1S5twiceEv = comdat any

$_ZTSM1Ti = comdat any

$_ZTS1T = comdat any

$_ZTI1T = comdat any

$_ZTIM1Ti = comdat any

$_ZTSM1Si = comdat any

$_ZTS1S = comdat any

$_ZTI1S = comdat any

$_ZTIM1Si = comdat any

$_ZTSM1SKi = comdat any

$_ZTIM1SKi = comdat any

$_ZTSM1SFivE = comdat any

$_ZTSFivE = comdat any

$_ZTIFivE = comdat any

$_ZTIM1SFivE = comdat any

@_ZTVN10__cxxabiv129__pointer_to_member_type_infoE = external global [0 x ptr]
@_ZTSM1Ti = linkonce_odr hidden constant [5 x i8] c"M1Ti\00", comdat, align 1
@_ZTIi = external constant ptr
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1T = linkonce_odr hidden constant [3 x i8] c"1T\00", comdat, align 1
@_ZTI1T = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1T }, comdat, align 4
@_ZTIM1Ti = linkonce_odr hidden constant { ptr, ptr, i32, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2), ptr @_ZTSM1Ti, i32 0, ptr @_ZTIi, ptr @_ZTI1T }, comdat, align 4
@_ZTSM1Si = linkonce_odr hidden constant [5 x i8] c"M1Si\00", comdat, align 1
@_ZTS1S = linkonce_odr hidden constant [3 x i8] c"1S\00", comdat, align 1
@_ZTI1S = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1S }, comdat, align 4
@_ZTIM1Si = linkonce_odr hidden constant { ptr, ptr, i32, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2), ptr @_ZTSM1Si, i32 0, ptr @_ZTIi, ptr @_ZTI1S }, comdat, align 4
@.str = private unnamed_addr constant [16 x i8] c"int S::* -> %d\0A\00", align 1
@_ZTSM1SKi = linkonce_odr hidden constant [6 x i8] c"M1SKi\00", comdat, align 1
@_ZTIM1SKi = linkonce_odr hidden constant { ptr, ptr, i32, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2), ptr @_ZTSM1SKi, i32 1, ptr @_ZTIi, ptr @_ZTI1S }, comdat, align 4
@.str.2 = private unnamed_addr constant [22 x i8] c"const int S::* -> %d\0A\00", align 1
@_ZTSM1SFivE = linkonce_odr hidden constant [8 x i8] c"M1SFivE\00", comdat, align 1
@_ZTVN10__cxxabiv120__function_type_infoE = external global [0 x ptr]
@_ZTSFivE = linkonce_odr constant [5 x i8] c"FivE\00", comdat, align 1
@_ZTIFivE = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__function_type_infoE, i32 2), ptr @_ZTSFivE }, comdat, align 4
@_ZTIM1SFivE = linkonce_odr hidden constant { ptr, ptr, i32, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2), ptr @_ZTSM1SFivE, i32 0, ptr @_ZTIFivE, ptr @_ZTI1S }, comdat, align 4
@.str.3 = private unnamed_addr constant [20 x i8] c"int (S::*)() -> %d\0A\00", align 1
@str = private unnamed_addr constant [16 x i8] c"wrong: int T::*\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca %struct.S, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #8
  store i32 3, ptr %1, align 4, !tbaa !2
  %2 = getelementptr inbounds i8, ptr %1, i32 4
  store i32 4, ptr %2, align 4, !tbaa !7
  %3 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  store i32 4, ptr %3, align 16, !tbaa !8
  invoke void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTIM1Si, ptr null) #5
          to label %77 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [ptr @_ZTIM1Ti, ptr @_ZTIM1Si]
  %8 = tail call ptr @llvm.wasm.get.exception(token %7)
  %9 = tail call i32 @llvm.wasm.get.ehselector(token %7)
  %10 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIM1Ti) #8
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %15

12:                                               ; preds = %6
  %13 = call ptr @__cxa_begin_catch(ptr %8) #8 [ "funclet"(token %7) ]
  %14 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %7) ]
  call void @__cxa_end_catch() #8 [ "funclet"(token %7) ]
  catchret from %7 to label %25

15:                                               ; preds = %6
  %16 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIM1Si) #8
  %17 = icmp eq i32 %9, %16
  br i1 %17, label %18, label %24

18:                                               ; preds = %15
  %19 = call ptr @__cxa_begin_catch(ptr %8) #8 [ "funclet"(token %7) ]
  %20 = load i32, ptr %19, align 4, !tbaa !8
  %21 = getelementptr inbounds i8, ptr %1, i32 %20
  %22 = load i32, ptr %21, align 4, !tbaa !9
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %22) [ "funclet"(token %7) ]
  call void @__cxa_end_catch() #8 [ "funclet"(token %7) ]
  catchret from %7 to label %25

24:                                               ; preds = %15
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %7) ]
  unreachable

25:                                               ; preds = %18, %12
  %26 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  store i32 0, ptr %26, align 16, !tbaa !8
  invoke void @__cxa_throw(ptr nonnull %26, ptr nonnull @_ZTIM1Si, ptr null) #5
          to label %77 unwind label %27

27:                                               ; preds = %25
  %28 = catchswitch within none [label %29] unwind to caller

29:                                               ; preds = %27
  %30 = catchpad within %28 [ptr @_ZTIM1SKi]
  %31 = tail call ptr @llvm.wasm.get.exception(token %30)
  %32 = tail call i32 @llvm.wasm.get.ehselector(token %30)
  %33 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIM1SKi) #8
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %35, label %41

35:                                               ; preds = %29
  %36 = call ptr @__cxa_begin_catch(ptr %31) #8 [ "funclet"(token %30) ]
  %37 = load i32, ptr %36, align 4, !tbaa !8
  %38 = getelementptr inbounds i8, ptr %1, i32 %37
  %39 = load i32, ptr %38, align 4, !tbaa !9
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %39) [ "funclet"(token %30) ]
  call void @__cxa_end_catch() #8 [ "funclet"(token %30) ]
  catchret from %30 to label %42

41:                                               ; preds = %29
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %30) ]
  unreachable

42:                                               ; preds = %35
  %43 = tail call ptr @__cxa_allocate_exception(i32 8) #8
  store i32 ptrtoint (ptr @_ZN1S5twiceEv to i32), ptr %43, align 16, !tbaa !8
  %44 = getelementptr inbounds i8, ptr %43, i32 4
  store i32 0, ptr %44, align 4, !tbaa !8
  invoke void @__cxa_throw(ptr nonnull %43, ptr nonnull @_ZTIM1SFivE, ptr null) #5
          to label %77 unwind label %45

45:                                               ; preds = %42
  %46 = catchswitch within none [label %47] unwind to caller

47:                                               ; preds = %45
  %48 = catchpad within %46 [ptr @_ZTIM1SFivE]
  %49 = tail call ptr @llvm.wasm.get.exception(token %48)
  %50 = tail call i32 @llvm.wasm.get.ehselector(token %48)
  %51 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIM1SFivE) #8
  %52 = icmp eq i32 %50, %51
  br i1 %52, label %53, label %66

53:                                               ; preds = %47
  %54 = call ptr @__cxa_begin_catch(ptr %49) #8 [ "funclet"(token %48) ]
  %55 = load i32, ptr %54, align 4, !tbaa !8
  %56 = getelementptr inbounds i8, ptr %54, i32 4
  %57 = load i32, ptr %56, align 4, !tbaa !8
  %58 = ashr i32 %57, 1
  %59 = getelementptr inbounds i8, ptr %1, i32 %58
  %60 = and i32 %57, 1
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %67, label %62

62:                                               ; preds = %53
  %63 = load ptr, ptr %59, align 4, !tbaa !10
  %64 = getelementptr i8, ptr %63, i32 %55, !nosanitize !12
  %65 = load ptr, ptr %64, align 4, !nosanitize !12
  br label %69

66:                                               ; preds = %47
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %48) ]
  unreachable

67:                                               ; preds = %53
  %68 = inttoptr i32 %55 to ptr
  br label %69

69:                                               ; preds = %67, %62
  %70 = phi ptr [ %65, %62 ], [ %68, %67 ]
  %71 = invoke noundef i32 %70(ptr noundef nonnull align 4 dereferenceable(8) %59) [ "funclet"(token %48) ]
          to label %72 unwind label %75

72:                                               ; preds = %69
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %71) [ "funclet"(token %48) ]
  call void @__cxa_end_catch() #8 [ "funclet"(token %48) ]
  catchret from %48 to label %74

74:                                               ; preds = %72
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #8
  ret i32 0

75:                                               ; preds = %69
  %76 = cleanuppad within %48 []
  call void @__cxa_end_catch() #8 [ "funclet"(token %76) ]
  cleanupret from %76 unwind to caller

77:                                               ; preds = %42, %25, %0
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

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

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef i32 @_ZN1S5twiceEv(ptr noundef nonnull align 4 dereferenceable(8) %0) #6 comdat {
  %2 = getelementptr inbounds i8, ptr %0, i32 4
  %3 = load i32, ptr %2, align 4, !tbaa !7
  %4 = shl nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { noreturn }
attributes #6 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !4, i64 0}
!3 = !{!"_ZTS1S", !4, i64 0, !4, i64 4}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!3, !4, i64 4}
!8 = !{!5, !5, i64 0}
!9 = !{!4, !4, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"vtable pointer", !6, i64 0}
!12 = !{}
