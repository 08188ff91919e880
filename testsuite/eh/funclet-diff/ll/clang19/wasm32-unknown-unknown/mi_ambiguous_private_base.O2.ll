; ModuleID = 'mi_ambiguous_private_base.cpp'
source_filename = "mi_ambiguous_private_base.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.D = type { %struct.L, %struct.R }
%struct.L = type { %struct.Base, i32 }
%struct.Base = type { i32 }
%struct.R = type { %struct.Base, i32 }

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTS1R = comdat any

$_ZTI1R = comdat any

$_ZTS1D = comdat any

$_ZTS1L = comdat any

$_ZTI1L = comdat any

$_ZTI1D = comdat any

$_ZTSP4Base = comdat any

$_ZTIP4Base = comdat any

$_ZTSP1L = comdat any

$_ZTIP1L = comdat any

$_ZTSP1D = comdat any

$_ZTIP1D = comdat any

$_ZTS4Priv = comdat any

$_ZTI4Priv = comdat any

$_ZTS4Prot = comdat any

$_ZTI4Prot = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr hidden constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Base }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS1R = linkonce_odr hidden constant [3 x i8] c"1R\00", comdat, align 1
@_ZTI1R = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS1R, ptr @_ZTI4Base }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS1D = linkonce_odr hidden constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1L = linkonce_odr hidden constant [3 x i8] c"1L\00", comdat, align 1
@_ZTI1L = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS1L, ptr @_ZTI4Base }, comdat, align 4
@_ZTI1D = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS1D, i32 1, i32 2, ptr @_ZTI1L, i32 2, ptr @_ZTI1R, i32 2050 }, comdat, align 4
@.str = private unnamed_addr constant [9 x i8] c"R& r=%d\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP4Base = linkonce_odr hidden constant [7 x i8] c"P4Base\00", comdat, align 1
@_ZTIP4Base = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP4Base, i32 0, ptr @_ZTI4Base }, comdat, align 4
@_ZTSP1L = linkonce_odr hidden constant [4 x i8] c"P1L\00", comdat, align 1
@_ZTIP1L = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP1L, i32 0, ptr @_ZTI1L }, comdat, align 4
@_ZTSP1D = linkonce_odr hidden constant [4 x i8] c"P1D\00", comdat, align 1
@_ZTIP1D = linkonce_odr hidden constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP1D, i32 0, ptr @_ZTI1D }, comdat, align 4
@.str.2 = private unnamed_addr constant [9 x i8] c"L* l=%d\0A\00", align 1
@_ZTS4Priv = linkonce_odr hidden constant [6 x i8] c"4Priv\00", comdat, align 1
@_ZTI4Priv = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS4Priv, i32 0, i32 1, ptr @_ZTI4Base, i32 0 }, comdat, align 4
@.str.4 = private unnamed_addr constant [12 x i8] c"Priv& p=%d\0A\00", align 1
@_ZTS4Prot = linkonce_odr hidden constant [6 x i8] c"4Prot\00", comdat, align 1
@_ZTI4Prot = linkonce_odr hidden constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS4Prot, i32 0, i32 1, ptr @_ZTI4Base, i32 0 }, comdat, align 4
@str = private unnamed_addr constant [23 x i8] c"wrong: ambiguous Base&\00", align 1
@str.8 = private unnamed_addr constant [23 x i8] c"wrong: ambiguous Base*\00", align 1
@str.9 = private unnamed_addr constant [21 x i8] c"wrong: private Base&\00", align 1
@str.10 = private unnamed_addr constant [19 x i8] c"Prot caught by ...\00", align 1
@str.11 = private unnamed_addr constant [23 x i8] c"wrong: protected Base&\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca %struct.D, align 4
  %2 = tail call ptr @__cxa_allocate_exception(i32 16) #7
  store i32 7, ptr %2, align 4, !tbaa !2
  %3 = getelementptr inbounds i8, ptr %2, i32 4
  store i32 1, ptr %3, align 4, !tbaa !7
  %4 = getelementptr inbounds i8, ptr %2, i32 8
  store i32 7, ptr %4, align 4, !tbaa !2
  %5 = getelementptr inbounds i8, ptr %2, i32 12
  store i32 2, ptr %5, align 4, !tbaa !9
  invoke void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTI1D, ptr null) #5
          to label %87 unwind label %6

6:                                                ; preds = %0
  %7 = catchswitch within none [label %8] unwind to caller

8:                                                ; preds = %6
  %9 = catchpad within %7 [ptr @_ZTI4Base, ptr @_ZTI1R]
  %10 = tail call ptr @llvm.wasm.get.exception(token %9)
  %11 = tail call i32 @llvm.wasm.get.ehselector(token %9)
  %12 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI4Base) #7
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %17

14:                                               ; preds = %8
  %15 = call ptr @__cxa_begin_catch(ptr %10) #7 [ "funclet"(token %9) ]
  %16 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %9) ]
  call void @__cxa_end_catch() [ "funclet"(token %9) ]
  catchret from %9 to label %26

17:                                               ; preds = %8
  %18 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1R) #7
  %19 = icmp eq i32 %11, %18
  br i1 %19, label %20, label %25

20:                                               ; preds = %17
  %21 = call ptr @__cxa_begin_catch(ptr %10) #7 [ "funclet"(token %9) ]
  %22 = getelementptr inbounds i8, ptr %21, i32 4
  %23 = load i32, ptr %22, align 4, !tbaa !9
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %23) [ "funclet"(token %9) ]
  call void @__cxa_end_catch() [ "funclet"(token %9) ]
  catchret from %9 to label %26

25:                                               ; preds = %17
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %9) ]
  unreachable

26:                                               ; preds = %20, %14
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #7
  store i32 7, ptr %1, align 4, !tbaa !2
  %27 = getelementptr inbounds i8, ptr %1, i32 4
  store i32 1, ptr %27, align 4, !tbaa !7
  %28 = getelementptr inbounds i8, ptr %1, i32 8
  store i32 7, ptr %28, align 4, !tbaa !2
  %29 = getelementptr inbounds i8, ptr %1, i32 12
  store i32 2, ptr %29, align 4, !tbaa !9
  %30 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  store ptr %1, ptr %30, align 16, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %30, ptr nonnull @_ZTIP1D, ptr null) #5
          to label %87 unwind label %31

31:                                               ; preds = %26
  %32 = catchswitch within none [label %33] unwind to caller

33:                                               ; preds = %31
  %34 = catchpad within %32 [ptr @_ZTIP4Base, ptr @_ZTIP1L]
  %35 = call ptr @llvm.wasm.get.exception(token %34)
  %36 = call i32 @llvm.wasm.get.ehselector(token %34)
  %37 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP4Base) #7
  %38 = icmp eq i32 %36, %37
  br i1 %38, label %39, label %42

39:                                               ; preds = %33
  %40 = call ptr @__cxa_begin_catch(ptr %35) #7 [ "funclet"(token %34) ]
  %41 = call i32 @puts(ptr nonnull dereferenceable(1) @str.8) [ "funclet"(token %34) ]
  call void @__cxa_end_catch() #7 [ "funclet"(token %34) ]
  catchret from %34 to label %51

42:                                               ; preds = %33
  %43 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP1L) #7
  %44 = icmp eq i32 %36, %43
  br i1 %44, label %45, label %50

45:                                               ; preds = %42
  %46 = call ptr @__cxa_begin_catch(ptr %35) #7 [ "funclet"(token %34) ]
  %47 = getelementptr inbounds i8, ptr %46, i32 4
  %48 = load i32, ptr %47, align 4, !tbaa !7
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %48) [ "funclet"(token %34) ]
  call void @__cxa_end_catch() #7 [ "funclet"(token %34) ]
  catchret from %34 to label %51

50:                                               ; preds = %42
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %34) ]
  unreachable

51:                                               ; preds = %45, %39
  %52 = call ptr @__cxa_allocate_exception(i32 8) #7
  store i64 12884901895, ptr %52, align 16
  invoke void @__cxa_throw(ptr nonnull %52, ptr nonnull @_ZTI4Priv, ptr null) #5
          to label %87 unwind label %53

53:                                               ; preds = %51
  %54 = catchswitch within none [label %55] unwind to caller

55:                                               ; preds = %53
  %56 = catchpad within %54 [ptr @_ZTI4Base, ptr @_ZTI4Priv]
  %57 = call ptr @llvm.wasm.get.exception(token %56)
  %58 = call i32 @llvm.wasm.get.ehselector(token %56)
  %59 = icmp eq i32 %58, %12
  br i1 %59, label %60, label %63

60:                                               ; preds = %55
  %61 = call ptr @__cxa_begin_catch(ptr %57) #7 [ "funclet"(token %56) ]
  %62 = call i32 @puts(ptr nonnull dereferenceable(1) @str.9) [ "funclet"(token %56) ]
  call void @__cxa_end_catch() [ "funclet"(token %56) ]
  catchret from %56 to label %72

63:                                               ; preds = %55
  %64 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI4Priv) #7
  %65 = icmp eq i32 %58, %64
  br i1 %65, label %66, label %71

66:                                               ; preds = %63
  %67 = call ptr @__cxa_begin_catch(ptr %57) #7 [ "funclet"(token %56) ]
  %68 = getelementptr inbounds i8, ptr %67, i32 4
  %69 = load i32, ptr %68, align 4, !tbaa !13
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %69) [ "funclet"(token %56) ]
  call void @__cxa_end_catch() [ "funclet"(token %56) ]
  catchret from %56 to label %72

71:                                               ; preds = %63
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %56) ]
  unreachable

72:                                               ; preds = %66, %60
  %73 = call ptr @__cxa_allocate_exception(i32 8) #7
  store i64 17179869191, ptr %73, align 16
  invoke void @__cxa_throw(ptr nonnull %73, ptr nonnull @_ZTI4Prot, ptr null) #5
          to label %87 unwind label %74

74:                                               ; preds = %72
  %75 = catchswitch within none [label %76] unwind to caller

76:                                               ; preds = %74
  %77 = catchpad within %75 [ptr @_ZTI4Base, ptr null]
  %78 = call ptr @llvm.wasm.get.exception(token %77)
  %79 = call i32 @llvm.wasm.get.ehselector(token %77)
  %80 = icmp eq i32 %79, %12
  %81 = call ptr @__cxa_begin_catch(ptr %78) #7 [ "funclet"(token %77) ]
  br i1 %80, label %82, label %85

82:                                               ; preds = %76
  %83 = call i32 @puts(ptr nonnull dereferenceable(1) @str.11) [ "funclet"(token %77) ]
  call void @__cxa_end_catch() [ "funclet"(token %77) ]
  catchret from %77 to label %84

84:                                               ; preds = %85, %82
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #7
  ret i32 0

85:                                               ; preds = %76
  %86 = call i32 @puts(ptr nonnull dereferenceable(1) @str.10) [ "funclet"(token %77) ]
  call void @__cxa_end_catch() [ "funclet"(token %77) ]
  catchret from %77 to label %84

87:                                               ; preds = %72, %51, %26, %0
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

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { noreturn }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !4, i64 0}
!3 = !{!"_ZTS4Base", !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8, !4, i64 4}
!8 = !{!"_ZTS1L", !3, i64 0, !4, i64 4}
!9 = !{!10, !4, i64 4}
!10 = !{!"_ZTS1R", !3, i64 0, !4, i64 4}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !5, i64 0}
!13 = !{!14, !4, i64 4}
!14 = !{!"_ZTS4Priv", !3, i64 0, !4, i64 4}
