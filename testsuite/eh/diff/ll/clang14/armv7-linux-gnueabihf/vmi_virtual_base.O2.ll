; ModuleID = 'vmi_virtual_base.cpp'
source_filename = "vmi_virtual_base.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.D = type { %struct.L.base, %struct.R.base, i32, %struct.V }
%struct.L.base = type { i32 (...)**, i32 }
%struct.R.base = type { i32 (...)**, i32 }
%struct.V = type { i32 (...)**, i32 }
%struct.M = type { %struct.L.base, %struct.Extra, i32, %struct.V }
%struct.Extra = type { %struct.V, i32 }

$_ZN1DD1Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN1MD1Ev = comdat any

$_ZNK1V3whoEv = comdat any

$_ZN1DD0Ev = comdat any

$_ZNK1D3whoEv = comdat any

$_ZThn8_N1DD1Ev = comdat any

$_ZThn8_N1DD0Ev = comdat any

$_ZTv0_n12_N1DD1Ev = comdat any

$_ZTv0_n12_N1DD0Ev = comdat any

$_ZTv0_n16_NK1D3whoEv = comdat any

$_ZN1MD0Ev = comdat any

$_ZThn8_N1MD1Ev = comdat any

$_ZThn8_N1MD0Ev = comdat any

$_ZTv0_n12_N1MD1Ev = comdat any

$_ZTv0_n12_N1MD0Ev = comdat any

$_ZTS1V = comdat any

$_ZTI1V = comdat any

$_ZTS1D = comdat any

$_ZTS1L = comdat any

$_ZTI1L = comdat any

$_ZTS1R = comdat any

$_ZTI1R = comdat any

$_ZTI1D = comdat any

$_ZTSPK1V = comdat any

$_ZTIPK1V = comdat any

$_ZTSP1D = comdat any

$_ZTIP1D = comdat any

$_ZTS5Extra = comdat any

$_ZTI5Extra = comdat any

$_ZTS1M = comdat any

$_ZTI1M = comdat any

$_ZTV1D = comdat any

$_ZTV1M = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1V = linkonce_odr dso_local constant [3 x i8] c"1V\00", comdat, align 1
@_ZTI1V = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1V, i32 0, i32 0) }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS1D = linkonce_odr dso_local constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1L = linkonce_odr dso_local constant [3 x i8] c"1L\00", comdat, align 1
@_ZTI1L = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1L, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i32 -3069 }, comdat, align 4
@_ZTS1R = linkonce_odr dso_local constant [3 x i8] c"1R\00", comdat, align 1
@_ZTI1R = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1R, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i32 -3069 }, comdat, align 4
@_ZTI1D = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1D, i32 0, i32 0), i32 2, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i32 2050 }, comdat, align 4
@.str = private unnamed_addr constant [16 x i8] c"V& v=%d who=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [35 x i8] c"dynamic_cast back: l=%d r=%d d=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"R& r=%d v=%d\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSPK1V = linkonce_odr dso_local constant [5 x i8] c"PK1V\00", comdat, align 1
@_ZTIPK1V = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSPK1V, i32 0, i32 0), i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*) }, comdat, align 4
@_ZTSP1D = linkonce_odr dso_local constant [4 x i8] c"P1D\00", comdat, align 1
@_ZTIP1D = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1D, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*) }, comdat, align 4
@.str.3 = private unnamed_addr constant [23 x i8] c"const V* v=%d same=%d\0A\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS5Extra = linkonce_odr dso_local constant [7 x i8] c"5Extra\00", comdat, align 1
@_ZTI5Extra = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Extra, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*) }, comdat, align 4
@_ZTS1M = linkonce_odr dso_local constant [3 x i8] c"1M\00", comdat, align 1
@_ZTI1M = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1M, i32 0, i32 0), i32 1, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Extra to i8*), i32 2050 }, comdat, align 4
@.str.4 = private unnamed_addr constant [13 x i8] c"Extra& e=%d\0A\00", align 1
@_ZTV1D = linkonce_odr dso_local unnamed_addr constant { [6 x i8*], [5 x i8*], [7 x i8*] } { [6 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZN1DD1Ev to i8*), i8* bitcast (void (%struct.D*)* @_ZN1DD0Ev to i8*), i8* bitcast (i8* (%struct.D*)* @_ZNK1D3whoEv to i8*)], [5 x i8*] [i8* inttoptr (i32 12 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZThn8_N1DD1Ev to i8*), i8* bitcast (void (%struct.D*)* @_ZThn8_N1DD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZTv0_n12_N1DD1Ev to i8*), i8* bitcast (void (%struct.D*)* @_ZTv0_n12_N1DD0Ev to i8*), i8* bitcast (i8* (%struct.D*)* @_ZTv0_n16_NK1D3whoEv to i8*)] }, comdat, align 4
@.str.7 = private unnamed_addr constant [2 x i8] c"V\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"D\00", align 1
@_ZTV1M = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i32 24 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*), i8* bitcast (%struct.M* (%struct.M*)* @_ZN1MD1Ev to i8*), i8* bitcast (void (%struct.M*)* @_ZN1MD0Ev to i8*)], [5 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*), i8* bitcast (%struct.M* (%struct.M*)* @_ZThn8_N1MD1Ev to i8*), i8* bitcast (void (%struct.M*)* @_ZThn8_N1MD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)], [7 x i8*] [i8* null, i8* inttoptr (i32 -24 to i8*), i8* inttoptr (i32 -24 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*), i8* bitcast (%struct.M* (%struct.M*)* @_ZTv0_n12_N1MD1Ev to i8*), i8* bitcast (void (%struct.M*)* @_ZTv0_n12_N1MD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)] }, comdat, align 4
@str = private unnamed_addr constant [4 x i8] c"end\00", align 1
@str.10 = private unnamed_addr constant [20 x i8] c"wrong: ambiguous V&\00", align 1
@str.11 = private unnamed_addr constant [3 x i8] c"~D\00", align 1

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.D, align 4
  %2 = tail call i8* @__cxa_allocate_exception(i32 28) #12
  %3 = getelementptr inbounds i8, i8* %2, i32 20
  %4 = bitcast i8* %3 to i32 (...)***
  %5 = bitcast i8* %2 to i32 (...)***
  %6 = getelementptr inbounds i8, i8* %2, i32 4
  %7 = bitcast i8* %6 to i32*
  store i32 1, i32* %7, align 4, !tbaa !9
  %8 = getelementptr inbounds i8, i8* %2, i32 8
  %9 = bitcast i8* %8 to i32 (...)***
  %10 = getelementptr inbounds i8, i8* %2, i32 12
  %11 = bitcast i8* %10 to i32*
  store i32 2, i32* %11, align 4, !tbaa !14
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %5, align 4, !tbaa !16
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %4, align 4, !tbaa !16
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %9, align 4, !tbaa !16
  %12 = getelementptr inbounds i8, i8* %2, i32 16
  %13 = bitcast i8* %12 to i32*
  store i32 3, i32* %13, align 4, !tbaa !18
  %14 = getelementptr inbounds i8, i8* %2, i32 24
  %15 = bitcast i8* %14 to i32*
  store i32 300, i32* %15, align 4, !tbaa !20
  invoke void @__cxa_throw(i8* nonnull %2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZN1DD1Ev to i8*)) #13
          to label %172 unwind label %16

16:                                               ; preds = %0
  %17 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*)
  %18 = extractvalue { i8*, i32 } %17, 0
  %19 = extractvalue { i8*, i32 } %17, 1
  %20 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*)) #12
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %164

22:                                               ; preds = %16
  %23 = tail call i8* @__cxa_begin_catch(i8* %18) #12
  %24 = bitcast i8* %23 to %struct.V*
  %25 = getelementptr inbounds i8, i8* %23, i32 4
  %26 = bitcast i8* %25 to i32*
  %27 = load i32, i32* %26, align 4, !tbaa !20
  %28 = bitcast i8* %23 to i8* (%struct.V*)***
  %29 = load i8* (%struct.V*)**, i8* (%struct.V*)*** %28, align 4, !tbaa !16
  %30 = getelementptr inbounds i8* (%struct.V*)*, i8* (%struct.V*)** %29, i32 2
  %31 = load i8* (%struct.V*)*, i8* (%struct.V*)** %30, align 4
  %32 = invoke noundef i8* %31(%struct.V* noundef nonnull align 4 dereferenceable(8) %24)
          to label %35 unwind label %33

33:                                               ; preds = %22
  %34 = landingpad { i8*, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %62 unwind label %169

35:                                               ; preds = %22
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i32 0, i32 0), i32 noundef %27, i8* noundef %32)
  %37 = tail call i8* @__dynamic_cast(i8* nonnull %23, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i32 -1) #12
  %38 = getelementptr inbounds i8, i8* %37, i32 4
  %39 = bitcast i8* %38 to i32*
  %40 = load i32, i32* %39, align 4, !tbaa !9
  %41 = getelementptr inbounds i8, i8* %37, i32 12
  %42 = bitcast i8* %41 to i32*
  %43 = load i32, i32* %42, align 4, !tbaa !14
  %44 = getelementptr inbounds i8, i8* %37, i32 16
  %45 = bitcast i8* %44 to i32*
  %46 = load i32, i32* %45, align 4, !tbaa !18
  %47 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.1, i32 0, i32 0), i32 noundef %40, i32 noundef %43, i32 noundef %46)
  tail call void @__cxa_end_catch()
  %48 = tail call i8* @__cxa_allocate_exception(i32 28) #12
  %49 = getelementptr inbounds i8, i8* %48, i32 20
  %50 = bitcast i8* %49 to i32 (...)***
  %51 = bitcast i8* %48 to i32 (...)***
  %52 = getelementptr inbounds i8, i8* %48, i32 4
  %53 = bitcast i8* %52 to i32*
  store i32 1, i32* %53, align 4, !tbaa !9
  %54 = getelementptr inbounds i8, i8* %48, i32 8
  %55 = bitcast i8* %54 to i32 (...)***
  %56 = getelementptr inbounds i8, i8* %48, i32 12
  %57 = bitcast i8* %56 to i32*
  store i32 2, i32* %57, align 4, !tbaa !14
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %51, align 4, !tbaa !16
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %50, align 4, !tbaa !16
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %55, align 4, !tbaa !16
  %58 = getelementptr inbounds i8, i8* %48, i32 16
  %59 = bitcast i8* %58 to i32*
  store i32 3, i32* %59, align 4, !tbaa !18
  %60 = getelementptr inbounds i8, i8* %48, i32 24
  %61 = bitcast i8* %60 to i32*
  store i32 300, i32* %61, align 4, !tbaa !20
  invoke void @__cxa_throw(i8* nonnull %48, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZN1DD1Ev to i8*)) #13
          to label %172 unwind label %65

62:                                               ; preds = %33
  %63 = extractvalue { i8*, i32 } %34, 1
  %64 = extractvalue { i8*, i32 } %34, 0
  br label %164

65:                                               ; preds = %35
  %66 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*)
  %67 = extractvalue { i8*, i32 } %66, 0
  %68 = extractvalue { i8*, i32 } %66, 1
  %69 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*)) #12
  %70 = icmp eq i32 %68, %69
  br i1 %70, label %71, label %164

71:                                               ; preds = %65
  %72 = tail call i8* @__cxa_begin_catch(i8* %67) #12
  %73 = getelementptr inbounds i8, i8* %72, i32 4
  %74 = bitcast i8* %73 to i32*
  %75 = load i32, i32* %74, align 4, !tbaa !14
  %76 = bitcast i8* %72 to i8**
  %77 = load i8*, i8** %76, align 4, !tbaa !16
  %78 = getelementptr i8, i8* %77, i32 -12
  %79 = bitcast i8* %78 to i32*
  %80 = load i32, i32* %79, align 4
  %81 = getelementptr inbounds i8, i8* %72, i32 %80
  %82 = getelementptr inbounds i8, i8* %81, i32 4
  %83 = bitcast i8* %82 to i32*
  %84 = load i32, i32* %83, align 4, !tbaa !20
  %85 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 noundef %75, i32 noundef %84)
  tail call void @__cxa_end_catch()
  %86 = bitcast %struct.D* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %86) #12
  %87 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 3, i32 0
  %88 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 0, i32 0
  %89 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 0, i32 1
  store i32 1, i32* %89, align 4, !tbaa !9
  %90 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 1, i32 0
  %91 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 1, i32 1
  store i32 2, i32* %91, align 4, !tbaa !14
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %88, align 4, !tbaa !16
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %87, align 4, !tbaa !16
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %90, align 4, !tbaa !16
  %92 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 2
  store i32 3, i32* %92, align 4, !tbaa !18
  %93 = getelementptr inbounds %struct.D, %struct.D* %1, i32 0, i32 3, i32 1
  store i32 300, i32* %93, align 4, !tbaa !20
  %94 = tail call i8* @__cxa_allocate_exception(i32 4) #12
  %95 = bitcast i8* %94 to %struct.D**
  store %struct.D* %1, %struct.D** %95, align 8, !tbaa !22
  invoke void @__cxa_throw(i8* nonnull %94, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1D to i8*), i8* null) #13
          to label %172 unwind label %96

96:                                               ; preds = %71
  %97 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPK1V to i8*)
  %98 = extractvalue { i8*, i32 } %97, 0
  %99 = extractvalue { i8*, i32 } %97, 1
  %100 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPK1V to i8*)) #12
  %101 = icmp eq i32 %99, %100
  br i1 %101, label %102, label %160

102:                                              ; preds = %96
  %103 = call i8* @__cxa_begin_catch(i8* %98) #12
  %104 = getelementptr inbounds i8, i8* %103, i32 4
  %105 = bitcast i8* %104 to i32*
  %106 = load i32, i32* %105, align 4, !tbaa !20
  %107 = bitcast %struct.D* %1 to i8**
  %108 = load i8*, i8** %107, align 4, !tbaa !16
  %109 = getelementptr i8, i8* %108, i32 -12
  %110 = bitcast i8* %109 to i32*
  %111 = load i32, i32* %110, align 4
  %112 = getelementptr inbounds i8, i8* %86, i32 %111
  %113 = icmp eq i8* %103, %112
  %114 = zext i1 %113 to i32
  %115 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.3, i32 0, i32 0), i32 noundef %106, i32 noundef %114)
  call void @__cxa_end_catch() #12
  %116 = call i8* @__cxa_allocate_exception(i32 32) #12
  %117 = getelementptr inbounds i8, i8* %116, i32 24
  %118 = bitcast i8* %117 to i32 (...)***
  %119 = getelementptr inbounds i8, i8* %116, i32 28
  %120 = bitcast i8* %119 to i32*
  store i32 100, i32* %120, align 4, !tbaa !20
  %121 = bitcast i8* %116 to i32 (...)***
  %122 = getelementptr inbounds i8, i8* %116, i32 4
  %123 = bitcast i8* %122 to i32*
  store i32 1, i32* %123, align 4, !tbaa !9
  %124 = getelementptr inbounds i8, i8* %116, i32 8
  %125 = bitcast i8* %124 to i32 (...)***
  %126 = getelementptr inbounds i8, i8* %116, i32 12
  %127 = bitcast i8* %126 to i32*
  store i32 100, i32* %127, align 4, !tbaa !20
  %128 = getelementptr inbounds i8, i8* %116, i32 16
  %129 = bitcast i8* %128 to i32*
  store i32 9, i32* %129, align 4, !tbaa !24
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [7 x i8*] }, { [5 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1M, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %121, align 4, !tbaa !16
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [7 x i8*] }, { [5 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1M, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %118, align 4, !tbaa !16
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [7 x i8*] }, { [5 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1M, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %125, align 4, !tbaa !16
  %130 = getelementptr inbounds i8, i8* %116, i32 20
  %131 = bitcast i8* %130 to i32*
  store i32 5, i32* %131, align 4, !tbaa !26
  invoke void @__cxa_throw(i8* nonnull %116, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*), i8* bitcast (%struct.M* (%struct.M*)* @_ZN1MD1Ev to i8*)) #13
          to label %172 unwind label %132

132:                                              ; preds = %102
  %133 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Extra to i8*)
  %134 = extractvalue { i8*, i32 } %133, 0
  %135 = extractvalue { i8*, i32 } %133, 1
  %136 = icmp eq i32 %135, %19
  br i1 %136, label %137, label %143

137:                                              ; preds = %132
  %138 = call i8* @__cxa_begin_catch(i8* %134) #12
  %139 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @str.10, i32 0, i32 0))
  invoke void @__cxa_end_catch()
          to label %140 unwind label %156

140:                                              ; preds = %146, %137
  %141 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str, i32 0, i32 0))
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %88, align 4, !tbaa !16
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %87, align 4, !tbaa !16
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %90, align 4, !tbaa !16
  %142 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.11, i32 0, i32 0)) #12
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %86) #12
  ret i32 0

143:                                              ; preds = %132
  %144 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Extra to i8*)) #12
  %145 = icmp eq i32 %135, %144
  br i1 %145, label %146, label %160

146:                                              ; preds = %143
  %147 = call i8* @__cxa_begin_catch(i8* %134) #12
  %148 = getelementptr inbounds i8, i8* %147, i32 8
  %149 = bitcast i8* %148 to i32*
  %150 = load i32, i32* %149, align 4, !tbaa !24
  %151 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i32 noundef %150)
  invoke void @__cxa_end_catch()
          to label %140 unwind label %152

152:                                              ; preds = %146
  %153 = landingpad { i8*, i32 }
          cleanup
  %154 = extractvalue { i8*, i32 } %153, 0
  %155 = extractvalue { i8*, i32 } %153, 1
  br label %160

156:                                              ; preds = %137
  %157 = landingpad { i8*, i32 }
          cleanup
  %158 = extractvalue { i8*, i32 } %157, 0
  %159 = extractvalue { i8*, i32 } %157, 1
  br label %160

160:                                              ; preds = %156, %152, %143, %96
  %161 = phi i32 [ %159, %156 ], [ %155, %152 ], [ %135, %143 ], [ %99, %96 ]
  %162 = phi i8* [ %158, %156 ], [ %154, %152 ], [ %134, %143 ], [ %98, %96 ]
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %88, align 4, !tbaa !16
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %87, align 4, !tbaa !16
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %90, align 4, !tbaa !16
  %163 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.11, i32 0, i32 0)) #12
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %86) #12
  br label %164

164:                                              ; preds = %160, %65, %62, %16
  %165 = phi i32 [ %161, %160 ], [ %68, %65 ], [ %63, %62 ], [ %19, %16 ]
  %166 = phi i8* [ %162, %160 ], [ %67, %65 ], [ %64, %62 ], [ %18, %16 ]
  %167 = insertvalue { i8*, i32 } undef, i8* %166, 0
  %168 = insertvalue { i8*, i32 } %167, i32 %165, 1
  resume { i8*, i32 } %168

169:                                              ; preds = %33
  %170 = landingpad { i8*, i32 }
          catch i8* null
  %171 = extractvalue { i8*, i32 } %170, 0
  tail call void @__clang_call_terminate(i8* %171) #14
  unreachable

172:                                              ; preds = %102, %71, %35, %0
  unreachable
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind
define linkonce_odr dso_local noundef %struct.D* @_ZN1DD1Ev(%struct.D* noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #1 comdat align 2 personality i32 (...)* @__gxx_personality_v0 {
  %2 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !16
  %3 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 3, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !16
  %4 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 1, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %4, align 4, !tbaa !16
  %5 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.11, i32 0, i32 0)) #12
  ret %struct.D* %0
}

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind readonly
declare i8* @__dynamic_cast(i8*, i8*, i8*, i32) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #6 comdat {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #12
  tail call void @_ZSt9terminatev() #14
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local noundef %struct.M* @_ZN1MD1Ev(%struct.M* noundef nonnull returned align 4 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 {
  ret %struct.M* %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef i8* @_ZNK1V3whoEv(%struct.V* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 {
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.7, i32 0, i32 0)
}

; Function Attrs: nounwind
define linkonce_odr dso_local void @_ZN1DD0Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #1 comdat align 2 personality i32 (...)* @__gxx_personality_v0 {
  %2 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %2, align 4, !tbaa !16
  %3 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 3, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !16
  %4 = getelementptr inbounds %struct.D, %struct.D* %0, i32 0, i32 1, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %4, align 4, !tbaa !16
  %5 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.11, i32 0, i32 0)) #12
  %6 = bitcast %struct.D* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %6) #15
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef i8* @_ZNK1D3whoEv(%struct.D* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #8 comdat align 2 {
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i32 0, i32 0)
}

; Function Attrs: nounwind
define linkonce_odr dso_local noundef %struct.D* @_ZThn8_N1DD1Ev(%struct.D* noundef %0) unnamed_addr #1 comdat align 2 personality i32 (...)* @__gxx_personality_v0 {
  %2 = getelementptr inbounds %struct.D, %struct.D* %0, i32 -1, i32 3
  %3 = getelementptr %struct.V, %struct.V* %2, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !16
  %4 = getelementptr inbounds %struct.V, %struct.V* %2, i32 2, i32 1
  %5 = bitcast i32* %4 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %5, align 4, !tbaa !16
  %6 = getelementptr inbounds %struct.V, %struct.V* %2, i32 1, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %6, align 4, !tbaa !16
  %7 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.11, i32 0, i32 0)) #12
  ret %struct.D* undef
}

; Function Attrs: nounwind
define linkonce_odr dso_local void @_ZThn8_N1DD0Ev(%struct.D* noundef %0) unnamed_addr #1 comdat align 2 personality i32 (...)* @__gxx_personality_v0 {
  %2 = getelementptr inbounds %struct.D, %struct.D* %0, i32 -1, i32 3
  %3 = getelementptr %struct.V, %struct.V* %2, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !16
  %4 = getelementptr inbounds %struct.V, %struct.V* %2, i32 2, i32 1
  %5 = bitcast i32* %4 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %5, align 4, !tbaa !16
  %6 = getelementptr inbounds %struct.V, %struct.V* %2, i32 1, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %6, align 4, !tbaa !16
  %7 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.11, i32 0, i32 0)) #12
  %8 = bitcast %struct.V* %2 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %8) #15
  ret void
}

; Function Attrs: nounwind
define linkonce_odr dso_local noundef %struct.D* @_ZTv0_n12_N1DD1Ev(%struct.D* noundef %0) unnamed_addr #1 comdat align 2 personality i32 (...)* @__gxx_personality_v0 {
  %2 = bitcast %struct.D* %0 to i8*
  %3 = bitcast %struct.D* %0 to i8**
  %4 = load i8*, i8** %3, align 4
  %5 = getelementptr inbounds i8, i8* %4, i32 -12
  %6 = bitcast i8* %5 to i32*
  %7 = load i32, i32* %6, align 4
  %8 = getelementptr inbounds i8, i8* %2, i32 %7
  %9 = bitcast i8* %8 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %9, align 4, !tbaa !16
  %10 = getelementptr inbounds i8, i8* %8, i32 20
  %11 = bitcast i8* %10 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %11, align 4, !tbaa !16
  %12 = getelementptr inbounds i8, i8* %8, i32 8
  %13 = bitcast i8* %12 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %13, align 4, !tbaa !16
  %14 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.11, i32 0, i32 0)) #12
  ret %struct.D* undef
}

; Function Attrs: nounwind
define linkonce_odr dso_local void @_ZTv0_n12_N1DD0Ev(%struct.D* noundef %0) unnamed_addr #1 comdat align 2 personality i32 (...)* @__gxx_personality_v0 {
  %2 = bitcast %struct.D* %0 to i8*
  %3 = bitcast %struct.D* %0 to i8**
  %4 = load i8*, i8** %3, align 4
  %5 = getelementptr inbounds i8, i8* %4, i32 -12
  %6 = bitcast i8* %5 to i32*
  %7 = load i32, i32* %6, align 4
  %8 = getelementptr inbounds i8, i8* %2, i32 %7
  %9 = bitcast i8* %8 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %9, align 4, !tbaa !16
  %10 = getelementptr inbounds i8, i8* %8, i32 20
  %11 = bitcast i8* %10 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %11, align 4, !tbaa !16
  %12 = getelementptr inbounds i8, i8* %8, i32 8
  %13 = bitcast i8* %12 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %13, align 4, !tbaa !16
  %14 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.11, i32 0, i32 0)) #12
  tail call void @_ZdlPv(i8* noundef nonnull %8) #15
  ret void
}

define linkonce_odr dso_local noundef i8* @_ZTv0_n16_NK1D3whoEv(%struct.D* noundef %0) unnamed_addr #9 comdat align 2 {
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i32 0, i32 0)
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #10

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local void @_ZN1MD0Ev(%struct.M* noundef nonnull align 4 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 {
  %2 = bitcast %struct.M* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #15
  ret void
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local noundef %struct.M* @_ZThn8_N1MD1Ev(%struct.M* noundef %0) unnamed_addr #7 comdat align 2 {
  ret %struct.M* undef
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local void @_ZThn8_N1MD0Ev(%struct.M* noundef %0) unnamed_addr #7 comdat align 2 {
  %2 = getelementptr inbounds %struct.M, %struct.M* %0, i32 -1, i32 3
  %3 = bitcast %struct.V* %2 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %3) #15
  ret void
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local noundef %struct.M* @_ZTv0_n12_N1MD1Ev(%struct.M* noundef %0) unnamed_addr #7 comdat align 2 {
  ret %struct.M* undef
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local void @_ZTv0_n12_N1MD0Ev(%struct.M* noundef %0) unnamed_addr #7 comdat align 2 {
  %2 = bitcast %struct.M* %0 to i8*
  %3 = bitcast %struct.M* %0 to i8**
  %4 = load i8*, i8** %3, align 4
  %5 = getelementptr inbounds i8, i8* %4, i32 -12
  %6 = bitcast i8* %5 to i32*
  %7 = load i32, i32* %6, align 4
  %8 = getelementptr inbounds i8, i8* %2, i32 %7
  tail call void @_ZdlPv(i8* noundef nonnull %8) #15
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #11

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nofree nounwind readonly }
attributes #6 = { noinline noreturn nounwind }
attributes #7 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #11 = { nofree nounwind }
attributes #12 = { nounwind }
attributes #13 = { noreturn }
attributes #14 = { noreturn nounwind }
attributes #15 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !11, i64 4}
!10 = !{!"_ZTS1L", !11, i64 4}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!15, !11, i64 4}
!15 = !{!"_ZTS1R", !11, i64 4}
!16 = !{!17, !17, i64 0}
!17 = !{!"vtable pointer", !13, i64 0}
!18 = !{!19, !11, i64 16}
!19 = !{!"_ZTS1D", !11, i64 16}
!20 = !{!21, !11, i64 4}
!21 = !{!"_ZTS1V", !11, i64 4}
!22 = !{!23, !23, i64 0}
!23 = !{!"any pointer", !12, i64 0}
!24 = !{!25, !11, i64 8}
!25 = !{!"_ZTS5Extra", !11, i64 8}
!26 = !{!27, !11, i64 20}
!27 = !{!"_ZTS1M", !11, i64 20}
