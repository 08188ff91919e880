; ModuleID = 'mi_ambiguous_private_base.cpp'
source_filename = "mi_ambiguous_private_base.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.R = type { %struct.Base, i32 }
%struct.Base = type { i32 }
%struct.D = type { %struct.L, %struct.R }
%struct.L = type { %struct.Base, i32 }
%struct.Priv = type { %struct.Base, i32 }
%struct.Prot = type { %struct.Base, i32 }

$_ZN1DC2Ev = comdat any

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
@_ZTS4Base = linkonce_odr hidden constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS1R = linkonce_odr hidden constant [3 x i8] c"1R\00", comdat, align 1
@_ZTI1R = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1R, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS1D = linkonce_odr hidden constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1L = linkonce_odr hidden constant [3 x i8] c"1L\00", comdat, align 1
@_ZTI1L = linkonce_odr hidden constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1L, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 4
@_ZTI1D = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1D, i32 0, i32 0), i32 1, i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1L to i8*), i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1R to i8*), i32 2050 }, comdat, align 4
@.str = private unnamed_addr constant [9 x i8] c"R& r=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"wrong: ambiguous Base&\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP4Base = linkonce_odr hidden constant [7 x i8] c"P4Base\00", comdat, align 1
@_ZTIP4Base = linkonce_odr hidden constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTSP4Base, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 4
@_ZTSP1L = linkonce_odr hidden constant [4 x i8] c"P1L\00", comdat, align 1
@_ZTIP1L = linkonce_odr hidden constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1L, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1L to i8*) }, comdat, align 4
@_ZTSP1D = linkonce_odr hidden constant [4 x i8] c"P1D\00", comdat, align 1
@_ZTIP1D = linkonce_odr hidden constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1D, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*) }, comdat, align 4
@.str.2 = private unnamed_addr constant [9 x i8] c"L* l=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"wrong: ambiguous Base*\0A\00", align 1
@_ZTS4Priv = linkonce_odr hidden constant [6 x i8] c"4Priv\00", comdat, align 1
@_ZTI4Priv = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Priv, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i32 0 }, comdat, align 4
@.str.4 = private unnamed_addr constant [12 x i8] c"Priv& p=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"wrong: private Base&\0A\00", align 1
@_ZTS4Prot = linkonce_odr hidden constant [6 x i8] c"4Prot\00", comdat, align 1
@_ZTI4Prot = linkonce_odr hidden constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Prot, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i32 0 }, comdat, align 4
@.str.6 = private unnamed_addr constant [20 x i8] c"Prot caught by ...\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"wrong: protected Base&\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca %struct.R*, align 4
  %4 = alloca %struct.Base*, align 4
  %5 = alloca %struct.D, align 4
  %6 = alloca %struct.L*, align 4
  %7 = alloca %struct.Base*, align 4
  %8 = alloca %struct.Priv*, align 4
  %9 = alloca %struct.Base*, align 4
  %10 = alloca %struct.Base*, align 4
  store i32 0, i32* %1, align 4
  %11 = call i8* @__cxa_allocate_exception(i32 16) #3
  %12 = bitcast i8* %11 to %struct.D*
  %13 = bitcast %struct.D* %12 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 16 %13, i8 0, i32 16, i1 false)
  %14 = call noundef %struct.D* @_ZN1DC2Ev(%struct.D* noundef nonnull align 4 dereferenceable(16) %12) #3
  invoke void @__cxa_throw(i8* %11, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* null) #6
          to label %160 unwind label %15

15:                                               ; preds = %0
  %16 = catchswitch within none [label %17] unwind to caller

17:                                               ; preds = %15
  %18 = catchpad within %16 [i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1R to i8*)]
  %19 = call i8* @llvm.wasm.get.exception(token %18)
  store i8* %19, i8** %2, align 4
  %20 = call i32 @llvm.wasm.get.ehselector(token %18)
  %21 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #3
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %23, label %30

23:                                               ; preds = %17
  %24 = load i8*, i8** %2, align 4
  %25 = call i8* @__cxa_begin_catch(i8* %24) #3 [ "funclet"(token %18) ]
  %26 = bitcast i8* %25 to %struct.Base*
  store %struct.Base* %26, %struct.Base** %4, align 4
  %27 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i32 0, i32 0)) [ "funclet"(token %18) ]
          to label %28 unwind label %141

28:                                               ; preds = %23
  call void @__cxa_end_catch() [ "funclet"(token %18) ]
  catchret from %18 to label %29

29:                                               ; preds = %28
  br label %44

30:                                               ; preds = %17
  %31 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1R to i8*)) #3
  %32 = icmp eq i32 %20, %31
  br i1 %32, label %33, label %43

33:                                               ; preds = %30
  %34 = load i8*, i8** %2, align 4
  %35 = call i8* @__cxa_begin_catch(i8* %34) #3 [ "funclet"(token %18) ]
  %36 = bitcast i8* %35 to %struct.R*
  store %struct.R* %36, %struct.R** %3, align 4
  %37 = load %struct.R*, %struct.R** %3, align 4
  %38 = getelementptr inbounds %struct.R, %struct.R* %37, i32 0, i32 1
  %39 = load i32, i32* %38, align 4
  %40 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i32 noundef %39) [ "funclet"(token %18) ]
          to label %41 unwind label %138

41:                                               ; preds = %33
  call void @__cxa_end_catch() [ "funclet"(token %18) ]
  catchret from %18 to label %42

42:                                               ; preds = %41
  br label %44

43:                                               ; preds = %30
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %18) ]
  unreachable

44:                                               ; preds = %29, %42
  %45 = call noundef %struct.D* @_ZN1DC2Ev(%struct.D* noundef nonnull align 4 dereferenceable(16) %5) #3
  %46 = call i8* @__cxa_allocate_exception(i32 4) #3
  %47 = bitcast i8* %46 to %struct.D**
  store %struct.D* %5, %struct.D** %47, align 16
  invoke void @__cxa_throw(i8* %46, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1D to i8*), i8* null) #6
          to label %160 unwind label %48

48:                                               ; preds = %44
  %49 = catchswitch within none [label %50] unwind to caller

50:                                               ; preds = %48
  %51 = catchpad within %49 [i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*), i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1L to i8*)]
  %52 = call i8* @llvm.wasm.get.exception(token %51)
  store i8* %52, i8** %2, align 4
  %53 = call i32 @llvm.wasm.get.ehselector(token %51)
  %54 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)) #3
  %55 = icmp eq i32 %53, %54
  br i1 %55, label %56, label %63

56:                                               ; preds = %50
  %57 = load i8*, i8** %2, align 4
  %58 = call i8* @__cxa_begin_catch(i8* %57) #3 [ "funclet"(token %51) ]
  %59 = bitcast i8* %58 to %struct.Base*
  store %struct.Base* %59, %struct.Base** %7, align 4
  %60 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.3, i32 0, i32 0)) [ "funclet"(token %51) ]
          to label %61 unwind label %146

61:                                               ; preds = %56
  call void @__cxa_end_catch() #3 [ "funclet"(token %51) ]
  catchret from %51 to label %62

62:                                               ; preds = %61
  br label %77

63:                                               ; preds = %50
  %64 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1L to i8*)) #3
  %65 = icmp eq i32 %53, %64
  br i1 %65, label %66, label %76

66:                                               ; preds = %63
  %67 = load i8*, i8** %2, align 4
  %68 = call i8* @__cxa_begin_catch(i8* %67) #3 [ "funclet"(token %51) ]
  %69 = bitcast i8* %68 to %struct.L*
  store %struct.L* %69, %struct.L** %6, align 4
  %70 = load %struct.L*, %struct.L** %6, align 4
  %71 = getelementptr inbounds %struct.L, %struct.L* %70, i32 0, i32 1
  %72 = load i32, i32* %71, align 4
  %73 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i32 0, i32 0), i32 noundef %72) [ "funclet"(token %51) ]
          to label %74 unwind label %144

74:                                               ; preds = %66
  call void @__cxa_end_catch() #3 [ "funclet"(token %51) ]
  catchret from %51 to label %75

75:                                               ; preds = %74
  br label %77

76:                                               ; preds = %63
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %51) ]
  unreachable

77:                                               ; preds = %62, %75
  %78 = call i8* @__cxa_allocate_exception(i32 8) #3
  %79 = bitcast i8* %78 to %struct.Priv*
  %80 = bitcast %struct.Priv* %79 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 16 %80, i8 0, i32 8, i1 false)
  %81 = call noundef %struct.Priv* @_ZN4PrivC2Ev(%struct.Priv* noundef nonnull align 4 dereferenceable(8) %79) #3
  invoke void @__cxa_throw(i8* %78, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Priv to i8*), i8* null) #6
          to label %160 unwind label %82

82:                                               ; preds = %77
  %83 = catchswitch within none [label %84] unwind to caller

84:                                               ; preds = %82
  %85 = catchpad within %83 [i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Priv to i8*)]
  %86 = call i8* @llvm.wasm.get.exception(token %85)
  store i8* %86, i8** %2, align 4
  %87 = call i32 @llvm.wasm.get.ehselector(token %85)
  %88 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #3
  %89 = icmp eq i32 %87, %88
  br i1 %89, label %90, label %97

90:                                               ; preds = %84
  %91 = load i8*, i8** %2, align 4
  %92 = call i8* @__cxa_begin_catch(i8* %91) #3 [ "funclet"(token %85) ]
  %93 = bitcast i8* %92 to %struct.Base*
  store %struct.Base* %93, %struct.Base** %9, align 4
  %94 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.5, i32 0, i32 0)) [ "funclet"(token %85) ]
          to label %95 unwind label %151

95:                                               ; preds = %90
  call void @__cxa_end_catch() [ "funclet"(token %85) ]
  catchret from %85 to label %96

96:                                               ; preds = %95
  br label %111

97:                                               ; preds = %84
  %98 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Priv to i8*)) #3
  %99 = icmp eq i32 %87, %98
  br i1 %99, label %100, label %110

100:                                              ; preds = %97
  %101 = load i8*, i8** %2, align 4
  %102 = call i8* @__cxa_begin_catch(i8* %101) #3 [ "funclet"(token %85) ]
  %103 = bitcast i8* %102 to %struct.Priv*
  store %struct.Priv* %103, %struct.Priv** %8, align 4
  %104 = load %struct.Priv*, %struct.Priv** %8, align 4
  %105 = getelementptr inbounds %struct.Priv, %struct.Priv* %104, i32 0, i32 1
  %106 = load i32, i32* %105, align 4
  %107 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0), i32 noundef %106) [ "funclet"(token %85) ]
          to label %108 unwind label %148

108:                                              ; preds = %100
  call void @__cxa_end_catch() [ "funclet"(token %85) ]
  catchret from %85 to label %109

109:                                              ; preds = %108
  br label %111

110:                                              ; preds = %97
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %85) ]
  unreachable

111:                                              ; preds = %96, %109
  %112 = call i8* @__cxa_allocate_exception(i32 8) #3
  %113 = bitcast i8* %112 to %struct.Prot*
  %114 = bitcast %struct.Prot* %113 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 16 %114, i8 0, i32 8, i1 false)
  %115 = call noundef %struct.Prot* @_ZN4ProtC2Ev(%struct.Prot* noundef nonnull align 4 dereferenceable(8) %113) #3
  invoke void @__cxa_throw(i8* %112, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Prot to i8*), i8* null) #6
          to label %160 unwind label %116

116:                                              ; preds = %111
  %117 = catchswitch within none [label %118] unwind to caller

118:                                              ; preds = %116
  %119 = catchpad within %117 [i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* null]
  %120 = call i8* @llvm.wasm.get.exception(token %119)
  store i8* %120, i8** %2, align 4
  %121 = call i32 @llvm.wasm.get.ehselector(token %119)
  %122 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #3
  %123 = icmp eq i32 %121, %122
  br i1 %123, label %124, label %132

124:                                              ; preds = %118
  %125 = load i8*, i8** %2, align 4
  %126 = call i8* @__cxa_begin_catch(i8* %125) #3 [ "funclet"(token %119) ]
  %127 = bitcast i8* %126 to %struct.Base*
  store %struct.Base* %127, %struct.Base** %10, align 4
  %128 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.7, i32 0, i32 0)) [ "funclet"(token %119) ]
          to label %129 unwind label %157

129:                                              ; preds = %124
  call void @__cxa_end_catch() [ "funclet"(token %119) ]
  catchret from %119 to label %130

130:                                              ; preds = %129
  br label %131

131:                                              ; preds = %130, %137
  ret i32 0

132:                                              ; preds = %118
  %133 = load i8*, i8** %2, align 4
  %134 = call i8* @__cxa_begin_catch(i8* %133) #3 [ "funclet"(token %119) ]
  %135 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.6, i32 0, i32 0)) [ "funclet"(token %119) ]
          to label %136 unwind label %154

136:                                              ; preds = %132
  call void @__cxa_end_catch() [ "funclet"(token %119) ]
  catchret from %119 to label %137

137:                                              ; preds = %136
  br label %131

138:                                              ; preds = %33
  %139 = cleanuppad within %18 []
  invoke void @__cxa_end_catch() [ "funclet"(token %139) ]
          to label %140 unwind label %161

140:                                              ; preds = %138
  cleanupret from %139 unwind to caller

141:                                              ; preds = %23
  %142 = cleanuppad within %18 []
  invoke void @__cxa_end_catch() [ "funclet"(token %142) ]
          to label %143 unwind label %163

143:                                              ; preds = %141
  cleanupret from %142 unwind to caller

144:                                              ; preds = %66
  %145 = cleanuppad within %51 []
  call void @__cxa_end_catch() #3 [ "funclet"(token %145) ]
  cleanupret from %145 unwind to caller

146:                                              ; preds = %56
  %147 = cleanuppad within %51 []
  call void @__cxa_end_catch() #3 [ "funclet"(token %147) ]
  cleanupret from %147 unwind to caller

148:                                              ; preds = %100
  %149 = cleanuppad within %85 []
  invoke void @__cxa_end_catch() [ "funclet"(token %149) ]
          to label %150 unwind label %165

150:                                              ; preds = %148
  cleanupret from %149 unwind to caller

151:                                              ; preds = %90
  %152 = cleanuppad within %85 []
  invoke void @__cxa_end_catch() [ "funclet"(token %152) ]
          to label %153 unwind label %167

153:                                              ; preds = %151
  cleanupret from %152 unwind to caller

154:                                              ; preds = %132
  %155 = cleanuppad within %119 []
  invoke void @__cxa_end_catch() [ "funclet"(token %155) ]
          to label %156 unwind label %169

156:                                              ; preds = %154
  cleanupret from %155 unwind to caller

157:                                              ; preds = %124
  %158 = cleanuppad within %119 []
  invoke void @__cxa_end_catch() [ "funclet"(token %158) ]
          to label %159 unwind label %171

159:                                              ; preds = %157
  cleanupret from %158 unwind to caller

160:                                              ; preds = %111, %77, %44, %0
  unreachable

161:                                              ; preds = %138
  %162 = cleanuppad within %139 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %162) ]
  unreachable

163:                                              ; preds = %141
  %164 = cleanuppad within %142 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %164) ]
  unreachable

165:                                              ; preds = %148
  %166 = cleanuppad within %149 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %166) ]
  unreachable

167:                                              ; preds = %151
  %168 = cleanuppad within %152 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %168) ]
  unreachable

169:                                              ; preds = %154
  %170 = cleanuppad within %155 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %170) ]
  unreachable

171:                                              ; preds = %157
  %172 = cleanuppad within %158 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %172) ]
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.D* @_ZN1DC2Ev(%struct.D* noundef nonnull returned align 4 dereferenceable(16) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  %4 = bitcast %struct.D* %3 to %struct.L*
  %5 = call noundef %struct.L* @_ZN1LC2Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %4) #3
  %6 = bitcast %struct.D* %3 to i8*
  %7 = getelementptr inbounds i8, i8* %6, i32 8
  %8 = bitcast i8* %7 to %struct.R*
  %9 = call noundef %struct.R* @_ZN1RC2Ev(%struct.R* noundef nonnull align 4 dereferenceable(8) %8) #3
  ret %struct.D* %3
}

declare void @__cxa_throw(i8*, i8*, i8*)

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #3

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #5

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Priv* @_ZN4PrivC2Ev(%struct.Priv* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.Priv*, align 4
  store %struct.Priv* %0, %struct.Priv** %2, align 4
  %3 = load %struct.Priv*, %struct.Priv** %2, align 4
  %4 = bitcast %struct.Priv* %3 to %struct.Base*
  %5 = call noundef %struct.Base* @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(4) %4) #3
  %6 = getelementptr inbounds %struct.Priv, %struct.Priv* %3, i32 0, i32 1
  store i32 3, i32* %6, align 4
  ret %struct.Priv* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Prot* @_ZN4ProtC2Ev(%struct.Prot* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.Prot*, align 4
  store %struct.Prot* %0, %struct.Prot** %2, align 4
  %3 = load %struct.Prot*, %struct.Prot** %2, align 4
  %4 = bitcast %struct.Prot* %3 to %struct.Base*
  %5 = call noundef %struct.Base* @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(4) %4) #3
  %6 = getelementptr inbounds %struct.Prot, %struct.Prot* %3, i32 0, i32 1
  store i32 4, i32* %6, align 4
  ret %struct.Prot* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.L* @_ZN1LC2Ev(%struct.L* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.L*, align 4
  store %struct.L* %0, %struct.L** %2, align 4
  %3 = load %struct.L*, %struct.L** %2, align 4
  %4 = bitcast %struct.L* %3 to %struct.Base*
  %5 = call noundef %struct.Base* @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(4) %4) #3
  %6 = getelementptr inbounds %struct.L, %struct.L* %3, i32 0, i32 1
  store i32 1, i32* %6, align 4
  ret %struct.L* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.R* @_ZN1RC2Ev(%struct.R* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.R*, align 4
  store %struct.R* %0, %struct.R** %2, align 4
  %3 = load %struct.R*, %struct.R** %2, align 4
  %4 = bitcast %struct.R* %3 to %struct.Base*
  %5 = call noundef %struct.Base* @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(4) %4) #3
  %6 = getelementptr inbounds %struct.R, %struct.R* %3, i32 0, i32 1
  store i32 2, i32* %6, align 4
  ret %struct.R* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Base* @_ZN4BaseC2Ev(%struct.Base* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 0
  store i32 7, i32* %4, align 4
  ret %struct.Base* %3
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { nounwind }
attributes #4 = { nounwind readnone }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { noreturn }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
