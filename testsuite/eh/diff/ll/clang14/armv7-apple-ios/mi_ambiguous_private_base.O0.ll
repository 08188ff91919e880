; ModuleID = 'mi_ambiguous_private_base.cpp'
source_filename = "mi_ambiguous_private_base.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.R = type { %struct.Base, i32 }
%struct.Base = type { i32 }
%struct.D = type { %struct.L, %struct.R }
%struct.L = type { %struct.Base, i32 }
%struct.Priv = type { %struct.Base, i32 }
%struct.Prot = type { %struct.Base, i32 }

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Base = linkonce_odr constant [6 x i8] c"4Base\00", align 1
@_ZTI4Base = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS1R = linkonce_odr constant [3 x i8] c"1R\00", align 1
@_ZTI1R = linkonce_odr constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1R, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS1D = linkonce_odr constant [3 x i8] c"1D\00", align 1
@_ZTS1L = linkonce_odr constant [3 x i8] c"1L\00", align 1
@_ZTI1L = linkonce_odr constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1L, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, align 4
@_ZTI1D = linkonce_odr constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1D, i32 0, i32 0), i32 1, i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1L to i8*), i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1R to i8*), i32 2050 }, align 4
@.str = private unnamed_addr constant [9 x i8] c"R& r=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"wrong: ambiguous Base&\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP4Base = linkonce_odr constant [7 x i8] c"P4Base\00", align 1
@_ZTIP4Base = linkonce_odr constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTSP4Base, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, align 4
@_ZTSP1L = linkonce_odr constant [4 x i8] c"P1L\00", align 1
@_ZTIP1L = linkonce_odr constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1L, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1L to i8*) }, align 4
@_ZTSP1D = linkonce_odr constant [4 x i8] c"P1D\00", align 1
@_ZTIP1D = linkonce_odr constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1D, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*) }, align 4
@.str.2 = private unnamed_addr constant [9 x i8] c"L* l=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"wrong: ambiguous Base*\0A\00", align 1
@_ZTS4Priv = linkonce_odr constant [6 x i8] c"4Priv\00", align 1
@_ZTI4Priv = linkonce_odr constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Priv, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i32 0 }, align 4
@.str.4 = private unnamed_addr constant [12 x i8] c"Priv& p=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"wrong: private Base&\0A\00", align 1
@_ZTS4Prot = linkonce_odr constant [6 x i8] c"4Prot\00", align 1
@_ZTI4Prot = linkonce_odr constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Prot, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i32 0 }, align 4
@.str.6 = private unnamed_addr constant [20 x i8] c"Prot caught by ...\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"wrong: protected Base&\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.R*, align 4
  %5 = alloca %struct.Base*, align 4
  %6 = alloca %struct.D, align 4
  %7 = alloca %struct.L*, align 4
  %8 = alloca %struct.Base*, align 4
  %9 = alloca %struct.Priv*, align 4
  %10 = alloca %struct.Base*, align 4
  %11 = alloca %struct.Base*, align 4
  store i32 0, i32* %1, align 4
  %12 = call i8* @__cxa_allocate_exception(i32 16) #6
  %13 = bitcast i8* %12 to %struct.D*
  %14 = bitcast %struct.D* %13 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 8 %14, i8 0, i32 16, i1 false)
  %15 = call noundef %struct.D* @_ZN1DC1Ev(%struct.D* noundef nonnull align 4 dereferenceable(16) %13) #6
  invoke void @__cxa_throw(i8* %12, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* null) #7
          to label %174 unwind label %16

16:                                               ; preds = %0
  %17 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1R to i8*)
  %18 = extractvalue { i8*, i32 } %17, 0
  store i8* %18, i8** %2, align 4
  %19 = extractvalue { i8*, i32 } %17, 1
  store i32 %19, i32* %3, align 4
  br label %20

20:                                               ; preds = %16
  %21 = load i32, i32* %3, align 4
  %22 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #6
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %34

24:                                               ; preds = %20
  %25 = load i8*, i8** %2, align 4
  %26 = call i8* @__cxa_begin_catch(i8* %25) #6
  %27 = bitcast i8* %26 to %struct.Base*
  store %struct.Base* %27, %struct.Base** %5, align 4
  %28 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i32 0, i32 0))
          to label %29 unwind label %51

29:                                               ; preds = %24
  call void @__cxa_end_catch()
  br label %30

30:                                               ; preds = %29, %45
  %31 = call noundef %struct.D* @_ZN1DC1Ev(%struct.D* noundef nonnull align 4 dereferenceable(16) %6) #6
  %32 = call i8* @__cxa_allocate_exception(i32 4) #6
  %33 = bitcast i8* %32 to %struct.D**
  store %struct.D* %6, %struct.D** %33, align 8
  invoke void @__cxa_throw(i8* %32, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1D to i8*), i8* null) #7
          to label %174 unwind label %56

34:                                               ; preds = %20
  %35 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1R to i8*)) #6
  %36 = icmp eq i32 %21, %35
  br i1 %36, label %37, label %166

37:                                               ; preds = %34
  %38 = load i8*, i8** %2, align 4
  %39 = call i8* @__cxa_begin_catch(i8* %38) #6
  %40 = bitcast i8* %39 to %struct.R*
  store %struct.R* %40, %struct.R** %4, align 4
  %41 = load %struct.R*, %struct.R** %4, align 4
  %42 = getelementptr inbounds %struct.R, %struct.R* %41, i32 0, i32 1
  %43 = load i32, i32* %42, align 4
  %44 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i32 0, i32 0), i32 noundef %43)
          to label %45 unwind label %46

45:                                               ; preds = %37
  call void @__cxa_end_catch()
  br label %30

46:                                               ; preds = %37
  %47 = landingpad { i8*, i32 }
          cleanup
  %48 = extractvalue { i8*, i32 } %47, 0
  store i8* %48, i8** %2, align 4
  %49 = extractvalue { i8*, i32 } %47, 1
  store i32 %49, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %50 unwind label %171

50:                                               ; preds = %46
  br label %166

51:                                               ; preds = %24
  %52 = landingpad { i8*, i32 }
          cleanup
  %53 = extractvalue { i8*, i32 } %52, 0
  store i8* %53, i8** %2, align 4
  %54 = extractvalue { i8*, i32 } %52, 1
  store i32 %54, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %55 unwind label %171

55:                                               ; preds = %51
  br label %166

56:                                               ; preds = %30
  %57 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1L to i8*)
  %58 = extractvalue { i8*, i32 } %57, 0
  store i8* %58, i8** %2, align 4
  %59 = extractvalue { i8*, i32 } %57, 1
  store i32 %59, i32* %3, align 4
  br label %60

60:                                               ; preds = %56
  %61 = load i32, i32* %3, align 4
  %62 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)) #6
  %63 = icmp eq i32 %61, %62
  br i1 %63, label %64, label %75

64:                                               ; preds = %60
  %65 = load i8*, i8** %2, align 4
  %66 = call i8* @__cxa_begin_catch(i8* %65) #6
  %67 = bitcast i8* %66 to %struct.Base*
  store %struct.Base* %67, %struct.Base** %8, align 4
  %68 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.3, i32 0, i32 0))
          to label %69 unwind label %91

69:                                               ; preds = %64
  call void @__cxa_end_catch() #6
  br label %70

70:                                               ; preds = %69, %86
  %71 = call i8* @__cxa_allocate_exception(i32 8) #6
  %72 = bitcast i8* %71 to %struct.Priv*
  %73 = bitcast %struct.Priv* %72 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 8 %73, i8 0, i32 8, i1 false)
  %74 = call noundef %struct.Priv* @_ZN4PrivC1Ev(%struct.Priv* noundef nonnull align 4 dereferenceable(8) %72) #6
  invoke void @__cxa_throw(i8* %71, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Priv to i8*), i8* null) #7
          to label %174 unwind label %95

75:                                               ; preds = %60
  %76 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1L to i8*)) #6
  %77 = icmp eq i32 %61, %76
  br i1 %77, label %78, label %166

78:                                               ; preds = %75
  %79 = load i8*, i8** %2, align 4
  %80 = call i8* @__cxa_begin_catch(i8* %79) #6
  %81 = bitcast i8* %80 to %struct.L*
  store %struct.L* %81, %struct.L** %7, align 4
  %82 = load %struct.L*, %struct.L** %7, align 4
  %83 = getelementptr inbounds %struct.L, %struct.L* %82, i32 0, i32 1
  %84 = load i32, i32* %83, align 4
  %85 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i32 0, i32 0), i32 noundef %84)
          to label %86 unwind label %87

86:                                               ; preds = %78
  call void @__cxa_end_catch() #6
  br label %70

87:                                               ; preds = %78
  %88 = landingpad { i8*, i32 }
          cleanup
  %89 = extractvalue { i8*, i32 } %88, 0
  store i8* %89, i8** %2, align 4
  %90 = extractvalue { i8*, i32 } %88, 1
  store i32 %90, i32* %3, align 4
  call void @__cxa_end_catch() #6
  br label %166

91:                                               ; preds = %64
  %92 = landingpad { i8*, i32 }
          cleanup
  %93 = extractvalue { i8*, i32 } %92, 0
  store i8* %93, i8** %2, align 4
  %94 = extractvalue { i8*, i32 } %92, 1
  store i32 %94, i32* %3, align 4
  call void @__cxa_end_catch() #6
  br label %166

95:                                               ; preds = %70
  %96 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Priv to i8*)
  %97 = extractvalue { i8*, i32 } %96, 0
  store i8* %97, i8** %2, align 4
  %98 = extractvalue { i8*, i32 } %96, 1
  store i32 %98, i32* %3, align 4
  br label %99

99:                                               ; preds = %95
  %100 = load i32, i32* %3, align 4
  %101 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #6
  %102 = icmp eq i32 %100, %101
  br i1 %102, label %103, label %114

103:                                              ; preds = %99
  %104 = load i8*, i8** %2, align 4
  %105 = call i8* @__cxa_begin_catch(i8* %104) #6
  %106 = bitcast i8* %105 to %struct.Base*
  store %struct.Base* %106, %struct.Base** %10, align 4
  %107 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.5, i32 0, i32 0))
          to label %108 unwind label %131

108:                                              ; preds = %103
  call void @__cxa_end_catch()
  br label %109

109:                                              ; preds = %108, %125
  %110 = call i8* @__cxa_allocate_exception(i32 8) #6
  %111 = bitcast i8* %110 to %struct.Prot*
  %112 = bitcast %struct.Prot* %111 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 8 %112, i8 0, i32 8, i1 false)
  %113 = call noundef %struct.Prot* @_ZN4ProtC1Ev(%struct.Prot* noundef nonnull align 4 dereferenceable(8) %111) #6
  invoke void @__cxa_throw(i8* %110, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Prot to i8*), i8* null) #7
          to label %174 unwind label %136

114:                                              ; preds = %99
  %115 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI4Priv to i8*)) #6
  %116 = icmp eq i32 %100, %115
  br i1 %116, label %117, label %166

117:                                              ; preds = %114
  %118 = load i8*, i8** %2, align 4
  %119 = call i8* @__cxa_begin_catch(i8* %118) #6
  %120 = bitcast i8* %119 to %struct.Priv*
  store %struct.Priv* %120, %struct.Priv** %9, align 4
  %121 = load %struct.Priv*, %struct.Priv** %9, align 4
  %122 = getelementptr inbounds %struct.Priv, %struct.Priv* %121, i32 0, i32 1
  %123 = load i32, i32* %122, align 4
  %124 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0), i32 noundef %123)
          to label %125 unwind label %126

125:                                              ; preds = %117
  call void @__cxa_end_catch()
  br label %109

126:                                              ; preds = %117
  %127 = landingpad { i8*, i32 }
          cleanup
  %128 = extractvalue { i8*, i32 } %127, 0
  store i8* %128, i8** %2, align 4
  %129 = extractvalue { i8*, i32 } %127, 1
  store i32 %129, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %130 unwind label %171

130:                                              ; preds = %126
  br label %166

131:                                              ; preds = %103
  %132 = landingpad { i8*, i32 }
          cleanup
  %133 = extractvalue { i8*, i32 } %132, 0
  store i8* %133, i8** %2, align 4
  %134 = extractvalue { i8*, i32 } %132, 1
  store i32 %134, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %135 unwind label %171

135:                                              ; preds = %131
  br label %166

136:                                              ; preds = %109
  %137 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
          catch i8* null
  %138 = extractvalue { i8*, i32 } %137, 0
  store i8* %138, i8** %2, align 4
  %139 = extractvalue { i8*, i32 } %137, 1
  store i32 %139, i32* %3, align 4
  br label %140

140:                                              ; preds = %136
  %141 = load i32, i32* %3, align 4
  %142 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #6
  %143 = icmp eq i32 %141, %142
  br i1 %143, label %144, label %151

144:                                              ; preds = %140
  %145 = load i8*, i8** %2, align 4
  %146 = call i8* @__cxa_begin_catch(i8* %145) #6
  %147 = bitcast i8* %146 to %struct.Base*
  store %struct.Base* %147, %struct.Base** %11, align 4
  %148 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.7, i32 0, i32 0))
          to label %149 unwind label %161

149:                                              ; preds = %144
  call void @__cxa_end_catch()
  br label %150

150:                                              ; preds = %149, %155
  ret i32 0

151:                                              ; preds = %140
  %152 = load i8*, i8** %2, align 4
  %153 = call i8* @__cxa_begin_catch(i8* %152) #6
  %154 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.6, i32 0, i32 0))
          to label %155 unwind label %156

155:                                              ; preds = %151
  call void @__cxa_end_catch()
  br label %150

156:                                              ; preds = %151
  %157 = landingpad { i8*, i32 }
          cleanup
  %158 = extractvalue { i8*, i32 } %157, 0
  store i8* %158, i8** %2, align 4
  %159 = extractvalue { i8*, i32 } %157, 1
  store i32 %159, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %160 unwind label %171

160:                                              ; preds = %156
  br label %166

161:                                              ; preds = %144
  %162 = landingpad { i8*, i32 }
          cleanup
  %163 = extractvalue { i8*, i32 } %162, 0
  store i8* %163, i8** %2, align 4
  %164 = extractvalue { i8*, i32 } %162, 1
  store i32 %164, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %165 unwind label %171

165:                                              ; preds = %161
  br label %166

166:                                              ; preds = %165, %160, %135, %130, %114, %91, %87, %75, %55, %50, %34
  %167 = load i8*, i8** %2, align 4
  %168 = load i32, i32* %3, align 4
  %169 = insertvalue { i8*, i32 } undef, i8* %167, 0
  %170 = insertvalue { i8*, i32 } %169, i32 %168, 1
  resume { i8*, i32 } %170

171:                                              ; preds = %161, %156, %131, %126, %51, %46
  %172 = landingpad { i8*, i32 }
          catch i8* null
  %173 = extractvalue { i8*, i32 } %172, 0
  call void @__clang_call_terminate(i8* %173) #8
  unreachable

174:                                              ; preds = %109, %70, %30, %0
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.D* @_ZN1DC1Ev(%struct.D* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  %4 = call noundef %struct.D* @_ZN1DC2Ev(%struct.D* noundef nonnull align 4 dereferenceable(16) %3) #6
  ret %struct.D* %3
}

declare void @__cxa_throw(i8*, i8*, i8*)

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Priv* @_ZN4PrivC1Ev(%struct.Priv* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.Priv*, align 4
  store %struct.Priv* %0, %struct.Priv** %2, align 4
  %3 = load %struct.Priv*, %struct.Priv** %2, align 4
  %4 = call noundef %struct.Priv* @_ZN4PrivC2Ev(%struct.Priv* noundef nonnull align 4 dereferenceable(8) %3) #6
  ret %struct.Priv* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Prot* @_ZN4ProtC1Ev(%struct.Prot* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.Prot*, align 4
  store %struct.Prot* %0, %struct.Prot** %2, align 4
  %3 = load %struct.Prot*, %struct.Prot** %2, align 4
  %4 = call noundef %struct.Prot* @_ZN4ProtC2Ev(%struct.Prot* noundef nonnull align 4 dereferenceable(8) %3) #6
  ret %struct.Prot* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.D* @_ZN1DC2Ev(%struct.D* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  %4 = bitcast %struct.D* %3 to %struct.L*
  %5 = call noundef %struct.L* @_ZN1LC2Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %4) #6
  %6 = bitcast %struct.D* %3 to i8*
  %7 = getelementptr inbounds i8, i8* %6, i32 8
  %8 = bitcast i8* %7 to %struct.R*
  %9 = call noundef %struct.R* @_ZN1RC2Ev(%struct.R* noundef nonnull align 4 dereferenceable(8) %8) #6
  ret %struct.D* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.L* @_ZN1LC2Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.L*, align 4
  store %struct.L* %0, %struct.L** %2, align 4
  %3 = load %struct.L*, %struct.L** %2, align 4
  %4 = bitcast %struct.L* %3 to %struct.Base*
  %5 = call noundef %struct.Base* @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(4) %4) #6
  %6 = getelementptr inbounds %struct.L, %struct.L* %3, i32 0, i32 1
  store i32 1, i32* %6, align 4
  ret %struct.L* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.R* @_ZN1RC2Ev(%struct.R* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.R*, align 4
  store %struct.R* %0, %struct.R** %2, align 4
  %3 = load %struct.R*, %struct.R** %2, align 4
  %4 = bitcast %struct.R* %3 to %struct.Base*
  %5 = call noundef %struct.Base* @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(4) %4) #6
  %6 = getelementptr inbounds %struct.R, %struct.R* %3, i32 0, i32 1
  store i32 2, i32* %6, align 4
  ret %struct.R* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Base* @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 0
  store i32 7, i32* %4, align 4
  ret %struct.Base* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Priv* @_ZN4PrivC2Ev(%struct.Priv* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.Priv*, align 4
  store %struct.Priv* %0, %struct.Priv** %2, align 4
  %3 = load %struct.Priv*, %struct.Priv** %2, align 4
  %4 = bitcast %struct.Priv* %3 to %struct.Base*
  %5 = call noundef %struct.Base* @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(4) %4) #6
  %6 = getelementptr inbounds %struct.Priv, %struct.Priv* %3, i32 0, i32 1
  store i32 3, i32* %6, align 4
  ret %struct.Priv* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Prot* @_ZN4ProtC2Ev(%struct.Prot* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.Prot*, align 4
  store %struct.Prot* %0, %struct.Prot** %2, align 4
  %3 = load %struct.Prot*, %struct.Prot** %2, align 4
  %4 = bitcast %struct.Prot* %3 to %struct.Base*
  %5 = call noundef %struct.Base* @_ZN4BaseC2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(4) %4) #6
  %6 = getelementptr inbounds %struct.Prot, %struct.Prot* %3, i32 0, i32 1
  store i32 4, i32* %6, align 4
  ret %struct.Prot* %3
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
