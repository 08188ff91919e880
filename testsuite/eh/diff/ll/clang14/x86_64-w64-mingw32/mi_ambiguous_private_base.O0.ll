; ModuleID = 'mi_ambiguous_private_base.cpp'
source_filename = "mi_ambiguous_private_base.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.R = type { %struct.Base, i32 }
%struct.Base = type { i32 }
%struct.D = type { %struct.L, %struct.R }
%struct.L = type { %struct.Base, i32 }
%struct.Priv = type { %struct.Base, i32 }
%struct.Prot = type { %struct.Base, i32 }

$_ZN1DC2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN4PrivC2Ev = comdat any

$_ZN4ProtC2Ev = comdat any

$_ZN1LC2Ev = comdat any

$_ZN1RC2Ev = comdat any

$_ZN4BaseC2Ev = comdat any

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

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS1R = linkonce_odr dso_local constant [3 x i8] c"1R\00", comdat, align 1
@_ZTI1R = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1R, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS1D = linkonce_odr dso_local constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1L = linkonce_odr dso_local constant [3 x i8] c"1L\00", comdat, align 1
@_ZTI1L = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1L, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 8
@_ZTI1D = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1D, i32 0, i32 0), i32 1, i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1L to i8*), i64 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1R to i8*), i64 2050 }, comdat, align 8
@.str = private unnamed_addr constant [9 x i8] c"R& r=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"wrong: ambiguous Base&\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP4Base = linkonce_odr dso_local constant [7 x i8] c"P4Base\00", comdat, align 1
@_ZTIP4Base = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTSP4Base, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 8
@_ZTSP1L = linkonce_odr dso_local constant [4 x i8] c"P1L\00", comdat, align 1
@_ZTIP1L = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1L, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1L to i8*) }, comdat, align 8
@_ZTSP1D = linkonce_odr dso_local constant [4 x i8] c"P1D\00", comdat, align 1
@_ZTIP1D = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1D, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*) }, comdat, align 8
@.str.2 = private unnamed_addr constant [9 x i8] c"L* l=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"wrong: ambiguous Base*\0A\00", align 1
@_ZTS4Priv = linkonce_odr dso_local constant [6 x i8] c"4Priv\00", comdat, align 1
@_ZTI4Priv = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Priv, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i64 0 }, comdat, align 8
@.str.4 = private unnamed_addr constant [12 x i8] c"Priv& p=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"wrong: private Base&\0A\00", align 1
@_ZTS4Prot = linkonce_odr dso_local constant [6 x i8] c"4Prot\00", comdat, align 1
@_ZTI4Prot = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Prot, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i64 0 }, comdat, align 8
@.str.6 = private unnamed_addr constant [20 x i8] c"Prot caught by ...\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"wrong: protected Base&\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.R*, align 8
  %5 = alloca %struct.Base*, align 8
  %6 = alloca %struct.D, align 4
  %7 = alloca %struct.L*, align 8
  %8 = alloca %struct.Base*, align 8
  %9 = alloca %struct.Priv*, align 8
  %10 = alloca %struct.Base*, align 8
  %11 = alloca %struct.Base*, align 8
  store i32 0, i32* %1, align 4
  %12 = call i8* @__cxa_allocate_exception(i64 16) #6
  %13 = bitcast i8* %12 to %struct.D*
  %14 = bitcast %struct.D* %13 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %14, i8 0, i64 16, i1 false)
  call void @_ZN1DC2Ev(%struct.D* noundef nonnull align 4 dereferenceable(16) %13) #6
  invoke void @__cxa_throw(i8* %12, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*), i8* null) #7
          to label %170 unwind label %15

15:                                               ; preds = %0
  %16 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1R to i8*)
  %17 = extractvalue { i8*, i32 } %16, 0
  store i8* %17, i8** %2, align 8
  %18 = extractvalue { i8*, i32 } %16, 1
  store i32 %18, i32* %3, align 4
  br label %19

19:                                               ; preds = %15
  %20 = load i32, i32* %3, align 4
  %21 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #6
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %23, label %32

23:                                               ; preds = %19
  %24 = load i8*, i8** %2, align 8
  %25 = call i8* @__cxa_begin_catch(i8* %24) #6
  %26 = bitcast i8* %25 to %struct.Base*
  store %struct.Base* %26, %struct.Base** %5, align 8
  %27 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i64 0, i64 0))
          to label %28 unwind label %49

28:                                               ; preds = %23
  call void @__cxa_end_catch()
  br label %29

29:                                               ; preds = %28, %43
  call void @_ZN1DC2Ev(%struct.D* noundef nonnull align 4 dereferenceable(16) %6) #6
  %30 = call i8* @__cxa_allocate_exception(i64 8) #6
  %31 = bitcast i8* %30 to %struct.D**
  store %struct.D* %6, %struct.D** %31, align 16
  invoke void @__cxa_throw(i8* %30, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1D to i8*), i8* null) #7
          to label %170 unwind label %54

32:                                               ; preds = %19
  %33 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1R to i8*)) #6
  %34 = icmp eq i32 %20, %33
  br i1 %34, label %35, label %162

35:                                               ; preds = %32
  %36 = load i8*, i8** %2, align 8
  %37 = call i8* @__cxa_begin_catch(i8* %36) #6
  %38 = bitcast i8* %37 to %struct.R*
  store %struct.R* %38, %struct.R** %4, align 8
  %39 = load %struct.R*, %struct.R** %4, align 8
  %40 = getelementptr inbounds %struct.R, %struct.R* %39, i32 0, i32 1
  %41 = load i32, i32* %40, align 4
  %42 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i32 noundef %41)
          to label %43 unwind label %44

43:                                               ; preds = %35
  call void @__cxa_end_catch()
  br label %29

44:                                               ; preds = %35
  %45 = landingpad { i8*, i32 }
          cleanup
  %46 = extractvalue { i8*, i32 } %45, 0
  store i8* %46, i8** %2, align 8
  %47 = extractvalue { i8*, i32 } %45, 1
  store i32 %47, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %48 unwind label %167

48:                                               ; preds = %44
  br label %162

49:                                               ; preds = %23
  %50 = landingpad { i8*, i32 }
          cleanup
  %51 = extractvalue { i8*, i32 } %50, 0
  store i8* %51, i8** %2, align 8
  %52 = extractvalue { i8*, i32 } %50, 1
  store i32 %52, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %53 unwind label %167

53:                                               ; preds = %49
  br label %162

54:                                               ; preds = %29
  %55 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1L to i8*)
  %56 = extractvalue { i8*, i32 } %55, 0
  store i8* %56, i8** %2, align 8
  %57 = extractvalue { i8*, i32 } %55, 1
  store i32 %57, i32* %3, align 4
  br label %58

58:                                               ; preds = %54
  %59 = load i32, i32* %3, align 4
  %60 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)) #6
  %61 = icmp eq i32 %59, %60
  br i1 %61, label %62, label %72

62:                                               ; preds = %58
  %63 = load i8*, i8** %2, align 8
  %64 = call i8* @__cxa_begin_catch(i8* %63) #6
  %65 = bitcast i8* %64 to %struct.Base*
  store %struct.Base* %65, %struct.Base** %8, align 8
  %66 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.3, i64 0, i64 0))
          to label %67 unwind label %88

67:                                               ; preds = %62
  call void @__cxa_end_catch() #6
  br label %68

68:                                               ; preds = %67, %83
  %69 = call i8* @__cxa_allocate_exception(i64 8) #6
  %70 = bitcast i8* %69 to %struct.Priv*
  %71 = bitcast %struct.Priv* %70 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %71, i8 0, i64 8, i1 false)
  call void @_ZN4PrivC2Ev(%struct.Priv* noundef nonnull align 4 dereferenceable(8) %70) #6
  invoke void @__cxa_throw(i8* %69, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI4Priv to i8*), i8* null) #7
          to label %170 unwind label %92

72:                                               ; preds = %58
  %73 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1L to i8*)) #6
  %74 = icmp eq i32 %59, %73
  br i1 %74, label %75, label %162

75:                                               ; preds = %72
  %76 = load i8*, i8** %2, align 8
  %77 = call i8* @__cxa_begin_catch(i8* %76) #6
  %78 = bitcast i8* %77 to %struct.L*
  store %struct.L* %78, %struct.L** %7, align 8
  %79 = load %struct.L*, %struct.L** %7, align 8
  %80 = getelementptr inbounds %struct.L, %struct.L* %79, i32 0, i32 1
  %81 = load i32, i32* %80, align 4
  %82 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i64 0, i64 0), i32 noundef %81)
          to label %83 unwind label %84

83:                                               ; preds = %75
  call void @__cxa_end_catch() #6
  br label %68

84:                                               ; preds = %75
  %85 = landingpad { i8*, i32 }
          cleanup
  %86 = extractvalue { i8*, i32 } %85, 0
  store i8* %86, i8** %2, align 8
  %87 = extractvalue { i8*, i32 } %85, 1
  store i32 %87, i32* %3, align 4
  call void @__cxa_end_catch() #6
  br label %162

88:                                               ; preds = %62
  %89 = landingpad { i8*, i32 }
          cleanup
  %90 = extractvalue { i8*, i32 } %89, 0
  store i8* %90, i8** %2, align 8
  %91 = extractvalue { i8*, i32 } %89, 1
  store i32 %91, i32* %3, align 4
  call void @__cxa_end_catch() #6
  br label %162

92:                                               ; preds = %68
  %93 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI4Priv to i8*)
  %94 = extractvalue { i8*, i32 } %93, 0
  store i8* %94, i8** %2, align 8
  %95 = extractvalue { i8*, i32 } %93, 1
  store i32 %95, i32* %3, align 4
  br label %96

96:                                               ; preds = %92
  %97 = load i32, i32* %3, align 4
  %98 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #6
  %99 = icmp eq i32 %97, %98
  br i1 %99, label %100, label %110

100:                                              ; preds = %96
  %101 = load i8*, i8** %2, align 8
  %102 = call i8* @__cxa_begin_catch(i8* %101) #6
  %103 = bitcast i8* %102 to %struct.Base*
  store %struct.Base* %103, %struct.Base** %10, align 8
  %104 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.5, i64 0, i64 0))
          to label %105 unwind label %127

105:                                              ; preds = %100
  call void @__cxa_end_catch()
  br label %106

106:                                              ; preds = %105, %121
  %107 = call i8* @__cxa_allocate_exception(i64 8) #6
  %108 = bitcast i8* %107 to %struct.Prot*
  %109 = bitcast %struct.Prot* %108 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %109, i8 0, i64 8, i1 false)
  call void @_ZN4ProtC2Ev(%struct.Prot* noundef nonnull align 4 dereferenceable(8) %108) #6
  invoke void @__cxa_throw(i8* %107, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI4Prot to i8*), i8* null) #7
          to label %170 unwind label %132

110:                                              ; preds = %96
  %111 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI4Priv to i8*)) #6
  %112 = icmp eq i32 %97, %111
  br i1 %112, label %113, label %162

113:                                              ; preds = %110
  %114 = load i8*, i8** %2, align 8
  %115 = call i8* @__cxa_begin_catch(i8* %114) #6
  %116 = bitcast i8* %115 to %struct.Priv*
  store %struct.Priv* %116, %struct.Priv** %9, align 8
  %117 = load %struct.Priv*, %struct.Priv** %9, align 8
  %118 = getelementptr inbounds %struct.Priv, %struct.Priv* %117, i32 0, i32 1
  %119 = load i32, i32* %118, align 4
  %120 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i64 0, i64 0), i32 noundef %119)
          to label %121 unwind label %122

121:                                              ; preds = %113
  call void @__cxa_end_catch()
  br label %106

122:                                              ; preds = %113
  %123 = landingpad { i8*, i32 }
          cleanup
  %124 = extractvalue { i8*, i32 } %123, 0
  store i8* %124, i8** %2, align 8
  %125 = extractvalue { i8*, i32 } %123, 1
  store i32 %125, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %126 unwind label %167

126:                                              ; preds = %122
  br label %162

127:                                              ; preds = %100
  %128 = landingpad { i8*, i32 }
          cleanup
  %129 = extractvalue { i8*, i32 } %128, 0
  store i8* %129, i8** %2, align 8
  %130 = extractvalue { i8*, i32 } %128, 1
  store i32 %130, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %131 unwind label %167

131:                                              ; preds = %127
  br label %162

132:                                              ; preds = %106
  %133 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
          catch i8* null
  %134 = extractvalue { i8*, i32 } %133, 0
  store i8* %134, i8** %2, align 8
  %135 = extractvalue { i8*, i32 } %133, 1
  store i32 %135, i32* %3, align 4
  br label %136

136:                                              ; preds = %132
  %137 = load i32, i32* %3, align 4
  %138 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #6
  %139 = icmp eq i32 %137, %138
  br i1 %139, label %140, label %147

140:                                              ; preds = %136
  %141 = load i8*, i8** %2, align 8
  %142 = call i8* @__cxa_begin_catch(i8* %141) #6
  %143 = bitcast i8* %142 to %struct.Base*
  store %struct.Base* %143, %struct.Base** %11, align 8
  %144 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.7, i64 0, i64 0))
          to label %145 unwind label %157

145:                                              ; preds = %140
  call void @__cxa_end_catch()
  br label %146

146:                                              ; preds = %145, %151
  ret i32 0

147:                                              ; preds = %136
  %148 = load i8*, i8** %2, align 8
  %149 = call i8* @__cxa_begin_catch(i8* %148) #6
  %150 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.6, i64 0, i64 0))
          to label %151 unwind label %152

151:                                              ; preds = %147
  call void @__cxa_end_catch()
  br label %146

152:                                              ; preds = %147
  %153 = landingpad { i8*, i32 }
          cleanup
  %154 = extractvalue { i8*, i32 } %153, 0
  store i8* %154, i8** %2, align 8
  %155 = extractvalue { i8*, i32 } %153, 1
  store i32 %155, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %156 unwind label %167

156:                                              ; preds = %152
  br label %162

157:                                              ; preds = %140
  %158 = landingpad { i8*, i32 }
          cleanup
  %159 = extractvalue { i8*, i32 } %158, 0
  store i8* %159, i8** %2, align 8
  %160 = extractvalue { i8*, i32 } %158, 1
  store i32 %160, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %161 unwind label %167

161:                                              ; preds = %157
  br label %162

162:                                              ; preds = %161, %156, %131, %126, %110, %88, %84, %72, %53, %48, %32
  %163 = load i8*, i8** %2, align 8
  %164 = load i32, i32* %3, align 4
  %165 = insertvalue { i8*, i32 } undef, i8* %163, 0
  %166 = insertvalue { i8*, i32 } %165, i32 %164, 1
  resume { i8*, i32 } %166

167:                                              ; preds = %157, %152, %127, %122, %49, %44
  %168 = landingpad { i8*, i32 }
          catch i8* null
  %169 = extractvalue { i8*, i32 } %168, 0
  call void @__clang_call_terminate(i8* %169) #8
  unreachable

170:                                              ; preds = %106, %68, %29, %0
  unreachable
}

declare dso_local i8* @__cxa_allocate_exception(i64)

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1DC2Ev(%struct.D* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.D*, align 8
  store %struct.D* %0, %struct.D** %2, align 8
  %3 = load %struct.D*, %struct.D** %2, align 8
  %4 = bitcast %struct.D* %3 to %struct.L*
  call void @_ZN1LC2Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %4) #6
  %5 = bitcast %struct.D* %3 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i64 8
  %7 = bitcast i8* %6 to %struct.R*
  call void @_ZN1RC2Ev(%struct.R* noundef nonnull align 4 dereferenceable(8) %7) #6
  ret void
}

declare dso_local void @__cxa_throw(i8*, i8*, i8*)

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare dso_local i8* @__cxa_begin_catch(i8*)

declare dso_local i32 @printf(i8* noundef, ...) #4

declare dso_local void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare dso_local void @_ZSt9terminatev()

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4PrivC2Ev(%struct.Priv* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Priv*, align 8
  store %struct.Priv* %0, %struct.Priv** %2, align 8
  %3 = load %struct.Priv*, %struct.Priv** %2, align 8
  %4 = bitcast %struct.Priv* %3 to %struct.Base*
  call void @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(4) %4) #6
  %5 = getelementptr inbounds %struct.Priv, %struct.Priv* %3, i32 0, i32 1
  store i32 3, i32* %5, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4ProtC2Ev(%struct.Prot* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Prot*, align 8
  store %struct.Prot* %0, %struct.Prot** %2, align 8
  %3 = load %struct.Prot*, %struct.Prot** %2, align 8
  %4 = bitcast %struct.Prot* %3 to %struct.Base*
  call void @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(4) %4) #6
  %5 = getelementptr inbounds %struct.Prot, %struct.Prot* %3, i32 0, i32 1
  store i32 4, i32* %5, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1LC2Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.L*, align 8
  store %struct.L* %0, %struct.L** %2, align 8
  %3 = load %struct.L*, %struct.L** %2, align 8
  %4 = bitcast %struct.L* %3 to %struct.Base*
  call void @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(4) %4) #6
  %5 = getelementptr inbounds %struct.L, %struct.L* %3, i32 0, i32 1
  store i32 1, i32* %5, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1RC2Ev(%struct.R* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.R*, align 8
  store %struct.R* %0, %struct.R** %2, align 8
  %3 = load %struct.R*, %struct.R** %2, align 8
  %4 = bitcast %struct.R* %3 to %struct.Base*
  call void @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(4) %4) #6
  %5 = getelementptr inbounds %struct.R, %struct.R* %3, i32 0, i32 1
  store i32 2, i32* %5, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  %4 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 0
  store i32 7, i32* %4, align 4
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
