; ModuleID = 'bad_typeid_null.cpp'
source_filename = "bad_typeid_null.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Sub = type { %struct.Poly }
%struct.Poly = type { ptr }
%"class.std::type_info" = type { ptr, ptr }

$_ZN3SubC2Ev = comdat any

$_ZN3SubD2Ev = comdat any

$_ZN4PolyC2Ev = comdat any

$_ZN3SubD0Ev = comdat any

$_ZN4PolyD2Ev = comdat any

$_ZN4PolyD0Ev = comdat any

$_ZNKSt9type_info4nameEv = comdat any

$_ZTV3Sub = comdat any

$_ZTS3Sub = comdat any

$_ZTS4Poly = comdat any

$_ZTI4Poly = comdat any

$_ZTI3Sub = comdat any

$_ZTV4Poly = comdat any

@.str = private unnamed_addr constant [18 x i8] c"dynamic type: %s\0A\00", align 1
@_ZTISt10bad_typeid = external constant ptr
@.str.1 = private unnamed_addr constant [10 x i8] c"never %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"bad_typeid: %s\0A\00", align 1
@_ZTV3Sub = linkonce_odr hidden unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI3Sub, ptr @_ZN3SubD2Ev, ptr @_ZN3SubD0Ev] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS3Sub = linkonce_odr hidden constant [5 x i8] c"3Sub\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Poly = linkonce_odr hidden constant [6 x i8] c"4Poly\00", comdat, align 1
@_ZTI4Poly = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Poly }, comdat, align 4
@_ZTI3Sub = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS3Sub, ptr @_ZTI4Poly }, comdat, align 4
@_ZTV4Poly = linkonce_odr hidden unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI4Poly, ptr @_ZN4PolyD2Ev, ptr @_ZN4PolyD0Ev] }, comdat, align 4

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Sub, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %5 = call noundef ptr @_ZN3SubC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #8
  %6 = invoke noundef ptr @_ZL8dyn_nameP4Poly(ptr noundef %2)
          to label %7 unwind label %41

7:                                                ; preds = %0
  %8 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %6)
          to label %9 unwind label %41

9:                                                ; preds = %7
  %10 = invoke noundef ptr @_ZL8dyn_nameP4Poly(ptr noundef null)
          to label %11 unwind label %13

11:                                               ; preds = %9
  %12 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %10)
          to label %37 unwind label %13

13:                                               ; preds = %11, %9
  %14 = catchswitch within none [label %15] unwind label %41

15:                                               ; preds = %13
  %16 = catchpad within %14 [ptr @_ZTISt10bad_typeid]
  %17 = call ptr @llvm.wasm.get.exception(token %16)
  store ptr %17, ptr %3, align 4
  %18 = call i32 @llvm.wasm.get.ehselector(token %16)
  %19 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt10bad_typeid) #8
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %33

21:                                               ; preds = %15
  %22 = load ptr, ptr %3, align 4
  %23 = call ptr @__cxa_begin_catch(ptr %22) #8 [ "funclet"(token %16) ]
  store ptr %23, ptr %4, align 4
  %24 = load ptr, ptr %4, align 4
  %25 = load ptr, ptr %24, align 4
  %26 = getelementptr inbounds ptr, ptr %25, i64 2
  %27 = load ptr, ptr %26, align 4
  %28 = call noundef ptr %27(ptr noundef nonnull align 4 dereferenceable(4) %24) #8 [ "funclet"(token %16) ]
  %29 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %28) [ "funclet"(token %16) ]
          to label %30 unwind label %38

30:                                               ; preds = %21
  invoke void @__cxa_end_catch() [ "funclet"(token %16) ]
          to label %31 unwind label %41

31:                                               ; preds = %30
  catchret from %16 to label %32

32:                                               ; preds = %31
  br label %34

33:                                               ; preds = %15
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %16) ]
          to label %44 unwind label %41

34:                                               ; preds = %32, %37
  store i32 0, ptr %1, align 4
  %35 = call noundef ptr @_ZN3SubD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #8
  %36 = load i32, ptr %1, align 4
  ret i32 %36

37:                                               ; preds = %11
  br label %34

38:                                               ; preds = %21
  %39 = cleanuppad within %16 []
  invoke void @__cxa_end_catch() [ "funclet"(token %39) ]
          to label %40 unwind label %45

40:                                               ; preds = %38
  cleanupret from %39 unwind label %41

41:                                               ; preds = %33, %40, %30, %13, %7, %0
  %42 = cleanuppad within none []
  %43 = call noundef ptr @_ZN3SubD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #8 [ "funclet"(token %42) ]
  cleanupret from %42 unwind to caller

44:                                               ; preds = %33
  unreachable

45:                                               ; preds = %38
  %46 = cleanuppad within %39 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %46) ]
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN3SubC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4PolyC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  store ptr getelementptr inbounds inrange(-8, 8) ({ [4 x ptr] }, ptr @_ZTV3Sub, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline optnone
define internal noundef ptr @_ZL8dyn_nameP4Poly(ptr noundef %0) #3 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = icmp eq ptr %3, null
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  call void @__cxa_bad_typeid() #6
  unreachable

6:                                                ; preds = %1
  %7 = load ptr, ptr %3, align 4
  %8 = getelementptr inbounds ptr, ptr %7, i64 -1
  %9 = load ptr, ptr %8, align 4
  %10 = call noundef ptr @_ZNKSt9type_info4nameEv(ptr noundef nonnull align 4 dereferenceable(8) %9) #8
  ret ptr %10
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN3SubD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4PolyD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4PolyC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 8) ({ [4 x ptr] }, ptr @_ZTV4Poly, i32 0, i32 0, i32 2), ptr %3, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN3SubD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN3SubD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 4) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4PolyD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4PolyD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4PolyD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #8
  call void @_ZdlPvm(ptr noundef %3, i32 noundef 4) #10
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) #7

declare void @__cxa_bad_typeid()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZNKSt9type_info4nameEv(ptr noundef nonnull align 4 dereferenceable(8) %0) #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %"class.std::type_info", ptr %3, i32 0, i32 1
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds i8, ptr %5, i32 0
  %7 = load i8, ptr %6, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp eq i32 %8, 42
  br i1 %9, label %10, label %14

10:                                               ; preds = %1
  %11 = getelementptr inbounds %"class.std::type_info", ptr %3, i32 0, i32 1
  %12 = load ptr, ptr %11, align 4
  %13 = getelementptr inbounds i8, ptr %12, i32 1
  br label %17

14:                                               ; preds = %1
  %15 = getelementptr inbounds %"class.std::type_info", ptr %3, i32 0, i32 1
  %16 = load ptr, ptr %15, align 4
  br label %17

17:                                               ; preds = %14, %10
  %18 = phi ptr [ %13, %10 ], [ %16, %14 ]
  ret ptr %18
}

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind memory(none) }
attributes #6 = { noreturn }
attributes #7 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
