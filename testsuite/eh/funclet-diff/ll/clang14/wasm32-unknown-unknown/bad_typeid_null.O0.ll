; ModuleID = 'bad_typeid_null.cpp'
source_filename = "bad_typeid_null.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Sub = type { %struct.Poly }
%struct.Poly = type { i32 (...)** }
%"class.std::bad_typeid" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)** }
%"class.std::type_info" = type { i32 (...)**, i8* }

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
@_ZTISt10bad_typeid = external constant i8*
@.str.1 = private unnamed_addr constant [10 x i8] c"never %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"bad_typeid: %s\0A\00", align 1
@_ZTV3Sub = linkonce_odr hidden unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Sub to i8*), i8* bitcast (%struct.Sub* (%struct.Sub*)* @_ZN3SubD2Ev to i8*), i8* bitcast (void (%struct.Sub*)* @_ZN3SubD0Ev to i8*)] }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS3Sub = linkonce_odr hidden constant [5 x i8] c"3Sub\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Poly = linkonce_odr hidden constant [6 x i8] c"4Poly\00", comdat, align 1
@_ZTI4Poly = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Poly, i32 0, i32 0) }, comdat, align 4
@_ZTI3Sub = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Sub, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Poly to i8*) }, comdat, align 4
@_ZTV4Poly = linkonce_odr hidden unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI4Poly to i8*), i8* bitcast (%struct.Poly* (%struct.Poly*)* @_ZN4PolyD2Ev to i8*), i8* bitcast (void (%struct.Poly*)* @_ZN4PolyD0Ev to i8*)] }, comdat, align 4
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Sub, align 4
  %3 = alloca i8*, align 4
  %4 = alloca %"class.std::bad_typeid"*, align 4
  store i32 0, i32* %1, align 4
  %5 = call noundef %struct.Sub* @_ZN3SubC2Ev(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %2) #4
  %6 = bitcast %struct.Sub* %2 to %struct.Poly*
  %7 = invoke noundef i8* @_ZL8dyn_nameP4Poly(%struct.Poly* noundef %6)
          to label %8 unwind label %44

8:                                                ; preds = %0
  %9 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i32 0, i32 0), i8* noundef %7)
          to label %10 unwind label %44

10:                                               ; preds = %8
  %11 = invoke noundef i8* @_ZL8dyn_nameP4Poly(%struct.Poly* noundef null)
          to label %12 unwind label %14

12:                                               ; preds = %10
  %13 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i32 0, i32 0), i8* noundef %11)
          to label %40 unwind label %14

14:                                               ; preds = %12, %10
  %15 = catchswitch within none [label %16] unwind label %44

16:                                               ; preds = %14
  %17 = catchpad within %15 [i8* bitcast (i8** @_ZTISt10bad_typeid to i8*)]
  %18 = call i8* @llvm.wasm.get.exception(token %17)
  store i8* %18, i8** %3, align 4
  %19 = call i32 @llvm.wasm.get.ehselector(token %17)
  %20 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt10bad_typeid to i8*)) #4
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %36

22:                                               ; preds = %16
  %23 = load i8*, i8** %3, align 4
  %24 = call i8* @__cxa_begin_catch(i8* %23) #4 [ "funclet"(token %17) ]
  %25 = bitcast i8* %24 to %"class.std::bad_typeid"*
  store %"class.std::bad_typeid"* %25, %"class.std::bad_typeid"** %4, align 4
  %26 = load %"class.std::bad_typeid"*, %"class.std::bad_typeid"** %4, align 4
  %27 = bitcast %"class.std::bad_typeid"* %26 to i8* (%"class.std::bad_typeid"*)***
  %28 = load i8* (%"class.std::bad_typeid"*)**, i8* (%"class.std::bad_typeid"*)*** %27, align 4
  %29 = getelementptr inbounds i8* (%"class.std::bad_typeid"*)*, i8* (%"class.std::bad_typeid"*)** %28, i64 2
  %30 = load i8* (%"class.std::bad_typeid"*)*, i8* (%"class.std::bad_typeid"*)** %29, align 4
  %31 = call noundef i8* %30(%"class.std::bad_typeid"* noundef nonnull align 4 dereferenceable(4) %26) #4 [ "funclet"(token %17) ]
  %32 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i32 0, i32 0), i8* noundef %31) [ "funclet"(token %17) ]
          to label %33 unwind label %41

33:                                               ; preds = %22
  invoke void @__cxa_end_catch() [ "funclet"(token %17) ]
          to label %34 unwind label %44

34:                                               ; preds = %33
  catchret from %17 to label %35

35:                                               ; preds = %34
  br label %37

36:                                               ; preds = %16
  invoke void @llvm.wasm.rethrow() #6 [ "funclet"(token %17) ]
          to label %47 unwind label %44

37:                                               ; preds = %35, %40
  store i32 0, i32* %1, align 4
  %38 = call noundef %struct.Sub* @_ZN3SubD2Ev(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %2) #4
  %39 = load i32, i32* %1, align 4
  ret i32 %39

40:                                               ; preds = %12
  br label %37

41:                                               ; preds = %22
  %42 = cleanuppad within %17 []
  invoke void @__cxa_end_catch() [ "funclet"(token %42) ]
          to label %43 unwind label %48

43:                                               ; preds = %41
  cleanupret from %42 unwind label %44

44:                                               ; preds = %36, %43, %33, %14, %8, %0
  %45 = cleanuppad within none []
  %46 = call noundef %struct.Sub* @_ZN3SubD2Ev(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %2) #4 [ "funclet"(token %45) ]
  cleanupret from %45 unwind to caller

47:                                               ; preds = %36
  unreachable

48:                                               ; preds = %41
  %49 = cleanuppad within %42 []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %49) ]
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Sub* @_ZN3SubC2Ev(%struct.Sub* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Sub*, align 4
  store %struct.Sub* %0, %struct.Sub** %2, align 4
  %3 = load %struct.Sub*, %struct.Sub** %2, align 4
  %4 = bitcast %struct.Sub* %3 to %struct.Poly*
  %5 = call noundef %struct.Poly* @_ZN4PolyC2Ev(%struct.Poly* noundef nonnull align 4 dereferenceable(4) %4) #4
  %6 = bitcast %struct.Sub* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV3Sub, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  ret %struct.Sub* %3
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: mustprogress noinline optnone
define internal noundef i8* @_ZL8dyn_nameP4Poly(%struct.Poly* noundef %0) #3 {
  %2 = alloca %struct.Poly*, align 4
  store %struct.Poly* %0, %struct.Poly** %2, align 4
  %3 = load %struct.Poly*, %struct.Poly** %2, align 4
  %4 = icmp eq %struct.Poly* %3, null
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  call void @__cxa_bad_typeid() #6
  unreachable

6:                                                ; preds = %1
  %7 = bitcast %struct.Poly* %3 to %"class.std::type_info"***
  %8 = load %"class.std::type_info"**, %"class.std::type_info"*** %7, align 4
  %9 = getelementptr inbounds %"class.std::type_info"*, %"class.std::type_info"** %8, i64 -1
  %10 = load %"class.std::type_info"*, %"class.std::type_info"** %9, align 4
  %11 = call noundef i8* @_ZNKSt9type_info4nameEv(%"class.std::type_info"* noundef nonnull align 4 dereferenceable(8) %10) #4
  ret i8* %11
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #4

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Sub* @_ZN3SubD2Ev(%struct.Sub* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Sub*, align 4
  store %struct.Sub* %0, %struct.Sub** %2, align 4
  %3 = load %struct.Sub*, %struct.Sub** %2, align 4
  %4 = bitcast %struct.Sub* %3 to %struct.Poly*
  %5 = call noundef %struct.Poly* @_ZN4PolyD2Ev(%struct.Poly* noundef nonnull align 4 dereferenceable(4) %4) #4
  ret %struct.Sub* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Poly* @_ZN4PolyC2Ev(%struct.Poly* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Poly*, align 4
  store %struct.Poly* %0, %struct.Poly** %2, align 4
  %3 = load %struct.Poly*, %struct.Poly** %2, align 4
  %4 = bitcast %struct.Poly* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV4Poly, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  ret %struct.Poly* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN3SubD0Ev(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Sub*, align 4
  store %struct.Sub* %0, %struct.Sub** %2, align 4
  %3 = load %struct.Sub*, %struct.Sub** %2, align 4
  %4 = call noundef %struct.Sub* @_ZN3SubD2Ev(%struct.Sub* noundef nonnull align 4 dereferenceable(4) %3) #4
  %5 = bitcast %struct.Sub* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #10
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Poly* @_ZN4PolyD2Ev(%struct.Poly* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Poly*, align 4
  store %struct.Poly* %0, %struct.Poly** %2, align 4
  %3 = load %struct.Poly*, %struct.Poly** %2, align 4
  ret %struct.Poly* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden void @_ZN4PolyD0Ev(%struct.Poly* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca %struct.Poly*, align 4
  store %struct.Poly* %0, %struct.Poly** %2, align 4
  %3 = load %struct.Poly*, %struct.Poly** %2, align 4
  %4 = call noundef %struct.Poly* @_ZN4PolyD2Ev(%struct.Poly* noundef nonnull align 4 dereferenceable(4) %3) #4
  %5 = bitcast %struct.Poly* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #10
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #7

declare void @__cxa_bad_typeid()

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i8* @_ZNKSt9type_info4nameEv(%"class.std::type_info"* noundef nonnull align 4 dereferenceable(8) %0) #8 comdat {
  %2 = alloca %"class.std::type_info"*, align 4
  store %"class.std::type_info"* %0, %"class.std::type_info"** %2, align 4
  %3 = load %"class.std::type_info"*, %"class.std::type_info"** %2, align 4
  %4 = getelementptr inbounds %"class.std::type_info", %"class.std::type_info"* %3, i32 0, i32 1
  %5 = load i8*, i8** %4, align 4
  %6 = getelementptr inbounds i8, i8* %5, i32 0
  %7 = load i8, i8* %6, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp eq i32 %8, 42
  br i1 %9, label %10, label %14

10:                                               ; preds = %1
  %11 = getelementptr inbounds %"class.std::type_info", %"class.std::type_info"* %3, i32 0, i32 1
  %12 = load i8*, i8** %11, align 4
  %13 = getelementptr inbounds i8, i8* %12, i32 1
  br label %17

14:                                               ; preds = %1
  %15 = getelementptr inbounds %"class.std::type_info", %"class.std::type_info"* %3, i32 0, i32 1
  %16 = load i8*, i8** %15, align 4
  br label %17

17:                                               ; preds = %14, %10
  %18 = phi i8* [ %13, %10 ], [ %16, %14 ]
  ret i8* %18
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { nounwind }
attributes #5 = { nounwind readnone }
attributes #6 = { noreturn }
attributes #7 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { noreturn nounwind }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
